/** An ID number on a list: the first 3 and last 4 characters. */
export function maskIdNo(idNo: string): string {
  return idNo.length > 7 ? `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}` : idNo
}
