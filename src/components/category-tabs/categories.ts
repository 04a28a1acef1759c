/** The category tabs on home and search (product.md section 2, "Routing rules"). */
import type { MessageKey } from '../../locales/i18n'

export interface Category {
  /** backendCategoryCode sent to the search call; empty for All. */
  code: string
  label: MessageKey
}

export const CATEGORIES: readonly Category[] = [
  { code: '', label: 'index.category_all' },
  { code: 'CONCERT', label: 'index.category_concert' },
  { code: 'DRAMA_OPERA', label: 'index.category_drama' },
  { code: 'SPORTS', label: 'index.category_sports' },
  { code: 'MUSIC', label: 'index.category_music' },
  { code: 'EXHIBITION_LEISURE', label: 'index.category_exhibition' },
  { code: 'DANCE_BALLET', label: 'index.category_dance' },
  { code: 'CHILDREN_FAMILY', label: 'index.category_children' },
  { code: 'FOLK_ART', label: 'index.category_folk_art' }
]
