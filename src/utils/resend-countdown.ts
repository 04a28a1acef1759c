/** Seconds left before another code may be asked for (section 9: resend after 60 s). */
export function resendSecondsLeft(sentAtMs: number | undefined, resendAfterSeconds: number, nowMs: number): number {
  if (sentAtMs === undefined) return 0
  return Math.max(0, Math.ceil((sentAtMs + resendAfterSeconds * 1000 - nowMs) / 1000))
}
