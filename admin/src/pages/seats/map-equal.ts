/**
 * Whether the map on the canvas is the saved one. Compared by value with keys sorted: the gateway keeps
 * the map as jsonb, which hands keys back in its own order.
 */
import type { HallMap } from '../../../../types/rules/hall-map'

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export function isEqual(a: HallMap, b: HallMap | undefined): boolean {
  return b !== undefined && canonical(a) === canonical(b)
}
