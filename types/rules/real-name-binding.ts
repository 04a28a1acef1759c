/**
 * Real-name binding after purchase (product.md "Real-name registration stops at a deadline"),
 * shared by the app (the deadline shown, the form closed) and the gateway (the refusal): a show that names
 * attendees after purchase takes them until `hours` before its session starts.
 */
const HOUR = 3600 * 1000

export function realNameDeadline(startsAt: number, hours: number): number {
  return startsAt - hours * HOUR
}

export function realNameOpen(startsAt: number, hours: number, now: number): boolean {
  return now < realNameDeadline(startsAt, hours)
}
