import { atom } from 'jotai'

/** Goods in the cart (the cart count call fills it once the shop issue lands). */
export const cartCountAtom = atom(0)
