/**
 * The orders CSV: UTF-8 with a byte order mark so Excel reads Chinese right, RFC 4180 quoting, and a
 * cell a spreadsheet would run as a formula (starting = + - @, or a tab / carriage return) prefixed
 * with an apostrophe (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF'

export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: Array<string | number>): string {
  return cells.map(csvCell).join(',') + '\r\n'
}
