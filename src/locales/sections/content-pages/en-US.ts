/** The remaining spec pages, English. */
import type { ContentPagesMessages } from './zh-CN'

const enUS: ContentPagesMessages = {
  share: {
    from_friend: 'A friend recommends this to you',
    note: '“{note}”',
    view_show: 'View show',
    view_topic: 'View topic',
    show_missing: 'Show not found',
    show_missing_detail: 'The shared show may have been taken down. See other shows on the home page',
    topic_missing: 'Topic not found',
    topic_missing_detail: 'The shared topic may have ended. See other shows on the home page',
    back_home: 'Back to home',
    note_label: 'Note (optional)',
    note_placeholder: 'Say something your friend will see when opening the link'
  },
  support: {
    contact_title: 'Contact us',
    contact_hint: 'Phone, service hours and online chat',
    contact_button: 'Contact us',
    faq_title: 'Frequently asked questions',
    search_placeholder: 'Search questions',
    no_match: 'No matching question',
    no_match_detail: 'Try another word, or contact us directly',
    faq: {
      buy: {
        q: 'How do I buy tickets?',
        a: 'On the show page choose a session and a price, confirm the order and pay before the payment time runs out.',
        go: 'Browse shows'
      },
      real_name: {
        q: 'What do I need for a real-name show?',
        a: 'Each ticket of a real-name show needs an attendee with an ID, checked at the door. You can add attendees in advance.',
        go: 'Manage attendees'
      },
      refund: {
        q: 'How do I get a refund?',
        a: "Ask for a refund on the order's page under the show's refund rule; the money goes back the way you paid.",
        go: 'View orders'
      },
      enter: {
        q: 'How do I get in?',
        a: 'Open the e-ticket in your tickets and show its changing QR code at the door.',
        go: 'Open tickets'
      },
      invoice: {
        q: 'How do I get an invoice?',
        a: "Once an order is paid, ask for an e-invoice on the order's page.",
        go: 'View orders'
      },
      coupon: {
        q: 'How do I use a coupon?',
        a: 'Confirming an order picks the best coupon you can use; you can change it there.',
        go: 'My coupons'
      },
      member: {
        q: 'How do I earn member levels and points?',
        a: "Every paid order earns growth points and points under the merchant's rules; enough growth moves you up a level.",
        go: 'Member center'
      }
    }
  },
  tour: {
    follow: 'Follow tour',
    following: 'Following',
    followed: 'Following: find the tour in your favourites',
    unfollowed: 'Unfollowed',
    followed_title: 'Tours you follow',
    show_count: '{count, plural, one {# show} other {# shows}}'
  },
  reminders: {
    title: 'Sale reminders',
    line: 'On sale {time} · text {minutes} min before'
  },
  verify: {
    checking: 'Checking the link',
    invalid_title: 'Invalid link',
    missing: 'The link is missing what it needs',
    unknown: 'The link points to a page that does not exist',
    not_built: 'This feature is not available yet',
    missing_param: 'The link is missing: {param}',
    open_failed: 'The page could not be opened',
    back_home: 'Back to home'
  },
  coupon_create: {
    received_title: 'Coupon received',
    received_detail: 'The coupon is now in your account',
    receive_title: 'Get this coupon',
    receive_detail: 'Once received, find it in My coupons',
    login_title: 'Log in to get this coupon',
    login: 'Log in',
    missing: 'Coupon not found',
    missing_detail: 'This coupon may have run out or been withdrawn',
    my_coupons: 'My coupons',
    use_now: 'Use it',
    back_home: 'Back to home'
  }
}

export default enUS
