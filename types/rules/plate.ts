/**
 * Licence plates a buyer may save for parking (issue #33: "the mainland and Macao/Hong Kong formats
 * validated"). One reading for the app's form and the gateway: a plate is stored in its canonical form, so
 * "粤b 12345" and "粤B12345" are one plate.
 *
 * - Mainland: a province character, a letter, then 5 letters or digits (I and O are never used), the last
 *   one may be 挂 学 警 港 澳; new-energy plates have 8 characters: D or F then a letter or digit and 4 digits
 *   (small cars), or 5 digits then D or F (large vehicles).
 * - Hong Kong: 1 or 2 letters (not I, O, Q) and 1 to 4 digits, written together: "AB1234".
 * - Macao: 2 letters and two pairs of digits ("MX 12-34", "MX-12-34"), or three pairs of digits (older
 *   plates, "12-34-56"); stored with hyphens. Two letters and four digits written together read as Hong Kong.
 */
export type PlateRegion = 'MAINLAND' | 'HONG_KONG' | 'MACAO'

export interface Plate {
  region: PlateRegion
  /** The canonical text: mainland and Hong Kong without separators, Macao with hyphens. */
  plate: string
}

export const PLATE_INPUT_MAX = 16

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const L = 'A-HJ-NP-Z'
const MAINLAND = new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳]$`)
const NEW_ENERGY_SMALL = new RegExp(`^[${PROVINCES}][${L}][DF][${L}0-9][0-9]{4}$`)
const NEW_ENERGY_LARGE = new RegExp(`^[${PROVINCES}][${L}][0-9]{5}[DF]$`)
const HONG_KONG = /^[A-HJ-NPR-Z]{1,2}[0-9]{1,4}$/
const MACAO_LETTERS = /^([A-Z]{2})[\s-]?([0-9]{2})[\s-]?([0-9]{2})$/
const MACAO_DIGITS = /^([0-9]{2})[\s-]?([0-9]{2})[\s-]?([0-9]{2})$/

/** The plate the buyer typed, read in its region's canonical form; null when it is no plate of ours. */
export function readPlate(input: string): Plate | null {
  if (input.length > PLATE_INPUT_MAX) return null
  const text = input.trim().toUpperCase()
  const compact = text.replace(/[\s-·.]/g, '')
  if (MAINLAND.test(compact) || NEW_ENERGY_SMALL.test(compact) || NEW_ENERGY_LARGE.test(compact))
    return { region: 'MAINLAND', plate: compact }
  // Macao before Hong Kong only when written with separators: "MX1234" is read as Hong Kong.
  const separated = compact !== text
  const macao = (separated && MACAO_LETTERS.exec(text)) || MACAO_DIGITS.exec(text)
  if (macao) return { region: 'MACAO', plate: macao.slice(1).join('-') }
  if (HONG_KONG.test(compact)) return { region: 'HONG_KONG', plate: compact }
  return null
}

/** The most plates one buyer keeps. */
export const PLATES_PER_BUYER = 5
