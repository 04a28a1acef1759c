/**
 * Which of the show editor's tabs holds a field of the show form, and the field a gateway refusal names:
 * CATALOGUE_INVALID's message carries the JSON path ("填写有误：/limitPerOrder must be <= 20",
 * "/name/en-US ..."), turned into the form's name path so the editor can open its tab and mark it.
 */
import type { ShowInput } from '../../../../types/api/catalogue-admin'

const FIELD_TABS: Record<keyof ShowInput, string> = {
  categoryCode: 'basics',
  venueId: 'basics',
  listing: 'basics',
  tags: 'basics',
  name: 'texts',
  description: 'texts',
  saleTime: 'sale',
  realName: 'sale',
  hot: 'sale',
  minAge: 'sale',
  limitPerOrder: 'sale',
  limitPerAccount: 'sale',
  seatPicking: 'sale'
}

export type FieldPath = Array<string | number>

export function tabOfField(path: FieldPath): string | undefined {
  return FIELD_TABS[path[0] as keyof ShowInput]
}

/** The show form's field a refusal's message names, or undefined when it names none of them. */
export function refusedField(message: string): FieldPath | undefined {
  const found = /\/([A-Za-z]+)((?:\/[\w-]+)*)/.exec(message)
  if (!found || !(found[1] in FIELD_TABS)) return undefined
  const rest = found[2]
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
  return [found[1], ...rest]
}
