/** The favourites, annual review and site code pages in English. */
import type { MinePagesMessages } from './zh-CN'

const enUS: MinePagesMessages = {
  favourites: {
    count: '{count, plural, one {# show you want to see} other {# shows you want to see}}',
    remove: 'Remove',
    removed: 'Removed from favourites',
    empty: 'No favourite shows yet',
    empty_detail: 'Tap "Want to see" on a show and it appears here',
    browse: 'Browse shows',
    more: 'Load more',
    more_failed: 'Could not load; tap to retry'
  },
  review: {
    heading: 'My {year} in shows',
    zone_note: 'Counted in {zone} time',
    shows: 'Shows seen',
    sessions: 'Sessions',
    tickets: 'Tickets',
    spend: 'Spent on tickets',
    favourite_category: 'Favourite kind',
    category_sessions: '{count, plural, one {# session} other {# sessions}}',
    first_show: 'First show of the year',
    latest_show: 'Latest show',
    venues: 'Venues visited',
    visits: '{count, plural, one {# visit} other {# visits}}',
    share: 'Share my year',
    share_title: 'My {year} in shows: {count, plural, one {# show} other {# shows}} seen',
    share_title_empty: 'My {year} in shows',
    copied: 'Link copied; send it to a friend',
    copy_failed: 'Could not copy; please try again',
    previous_year: 'Previous year',
    next_year: 'Next year',
    empty: 'No shows seen in {year} yet',
    empty_detail: 'Once a show you have tickets for begins, it appears here',
    browse: 'Browse shows'
  },
  site: {
    intro: "Type the site code posted at the venue to see the venue's shows on sale",
    placeholder: 'Site code, e.g. BL1106V1',
    open: 'See shows',
    scan: 'Scan',
    invalid: 'A site code is 2 to 20 letters, digits or -',
    unknown: 'No venue has the site code {code}',
    unknown_detail: 'Check the code posted at the venue and type it again',
    retype: 'Type again',
    shows_heading: 'On sale',
    no_shows: 'This venue has no shows on sale right now',
    browse: 'Browse other shows'
  }
}

export default enUS
