/**
 * Login state is derived from a stored user id (product.md section 4). The accounts issue fills it on
 * login; here it is read at start so the login gate and the tab bar's cart badge can ask.
 */
import { atom } from 'jotai'
import { STORAGE_KEYS, parseString, readStored } from '../storage/storage'

export const userIdAtom = atom<string | undefined>(readStored(STORAGE_KEYS.userId, parseString, undefined))

export const loggedInAtom = atom((get) => get(userIdAtom) !== undefined)
