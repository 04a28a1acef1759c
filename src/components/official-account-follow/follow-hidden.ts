/** The follow card's local hidden flag (product.md: "Closing it stores a local hidden flag"), read through a parser. */
import { STORAGE_KEYS, readStored, writeStored } from '../../storage/storage'

const parseFlag = (raw: unknown): boolean | undefined => (raw === true || raw === 'true' ? true : undefined)

export function followHidden(): boolean {
  return readStored(STORAGE_KEYS.followHidden, parseFlag, false)
}

export function hideFollow(): void {
  writeStored(STORAGE_KEYS.followHidden, true)
}
