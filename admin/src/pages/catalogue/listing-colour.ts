/** The tag colour of each listing state in the console's tables. */
import type { ShowListing } from '../../../../types/api/catalogue-admin'

export const LISTING_COLOUR: Record<ShowListing, string> = { DRAFT: 'default', ON_SALE: 'green', OFF_SALE: 'orange', CANCELLED: 'red' }
