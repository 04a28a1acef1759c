import { atom } from 'jotai'
import type { ShopConfig } from '../../types/shop-config'
import { DEFAULT_SHOP_CONFIG } from './default-shop-config'

/** The merchant's configuration: the built-in default until the gateway's answer replaces it. */
export const shopConfigAtom = atom<ShopConfig>(DEFAULT_SHOP_CONFIG)
