/** Splits a remaining time into days, hours, minutes and seconds for the sale countdown. */
export interface CountdownParts {
  days: number
  hours: string
  minutes: string
  seconds: string
}

const pad = (n: number) => String(n).padStart(2, '0')

export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: pad(Math.floor((total % 86400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60)
  }
}

/** A payment countdown as mm:ss (minutes may pass 59). */
export function minutesSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`
}
