/** A session's start as the shows' local time (UTC+8): "2026.12.31 19:30". */
const pad = (n: number) => String(n).padStart(2, '0')

export function showTimeText(ms: number): string {
  if (!ms) return ''
  const d = new Date(ms + 8 * 3600000)
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}
