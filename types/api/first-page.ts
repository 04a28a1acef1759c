/**
 * What the gateway writes into the H5 index.html it serves (issue #8 goal 4): the data the first page
 * would otherwise ask for right after its JavaScript runs, as a JSON data block (never executed, so the
 * page's script policy is unchanged). The app reads it once at boot (src/boot/first-page-data.h5.ts).
 */
import type { ShopConfig } from '../shop-config'
import type { Layout } from './layout'
import type { Locale } from '../rules/language-tag'

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_PAGE_DATA_ID = 'first-page-data'

export interface FirstPageData {
  /** The merchant's shop configuration, as /home/pub/v5/shop/configs answers it. */
  shopConfig: ShopConfig
  /** On the home page: its layout, in the language the gateway expects the app to choose. */
  homeLayout?: { locale: Locale; layout: Layout | null }
}
