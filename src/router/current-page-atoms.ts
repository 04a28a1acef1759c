import { atom } from 'jotai'

/** Page path of the page on screen, set by PageShell when a page shows; the tab bar selects from it. */
export const currentPageAtom = atom<string | undefined>(undefined)
