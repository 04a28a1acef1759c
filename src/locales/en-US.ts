import type { Messages } from './zh-CN'

const enUS: Messages = {
  common: {
    loading: 'Loading',
    empty: 'Nothing here yet',
    load_failed: 'Failed to load',
    retry: 'Retry',
    back: 'Back',
    home: 'Home',
    confirm: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    coming_soon: 'Coming soon',
    under_development: 'This feature is under development, stay tuned!',
    jump_failed: 'Jump failed',
    please_try_later: 'Please try again later',
    page_not_found: 'Page not found, back to home',
    parking: 'Parking fee',
    open_show: 'Open show',
    benefit_card: 'Benefit card',
    topic: 'Topic',
    web: 'Web page',
    announcement: 'Announcement',
    not_logged_in: 'Not logged in',
    login_required: 'Please log in first',
    id_label: 'No. {id}',
    network_error: 'Network error, please try again later',
    request_timeout: 'request failed: timeout',
    too_many_visits: 'Too many network visits',
    too_many_visits_hint: 'Please switch to another network or try again later',
    cannot_connect: 'Cannot connect to network, please check network or retry later',
    check_network: 'Please check your network or try again later',
    login_invalid: 'Login invalid, please log in again',
    bind_account: 'Please bind your account information',
    generic_error: 'Something went wrong, please try again later',
    crowded: 'Ticket channel crowded, trying automatically',
    busy: 'Too many visitors, almost there',
    busy_title: 'Too many visitors',
    countdown: '{seconds}s',
    load_more: 'Load more',
    no_more: 'No more',
    save: 'Save',
    saved: 'Saved',
    delete: 'Delete'
  },
  tabbar: {
    home: 'Home',
    all: 'All',
    shop: 'Shop',
    ticket_holder: 'Tickets',
    mine: 'Mine'
  },
  index: {
    category_all: 'All',
    category_concert: 'Concerts',
    category_drama: 'Drama & Opera',
    category_sports: 'Sports',
    category_music: 'Music',
    category_exhibition: 'Exhibitions & Leisure',
    category_dance: 'Dance & Ballet',
    category_children: 'Children & Family',
    category_folk_art: 'Folk Art',
    city_title: 'Choose a city',
    city_recent: 'Recently visited',
    city_all: 'All cities',
    city_default: 'Shanghai',
    search_placeholder: 'Search shows, artists, venues',
  },
  show_detail: {
    title: 'Show details',
    group_title: 'Show collection',
    tour_title: 'Tour details',
    booking_title: 'Choose a session',
    venue_list_title: 'Venues',
    venue_title: 'Venue',
    privilege_title: 'Priority purchase',
    seat_picking: 'Pick your own seats',
    tour_cities: 'Other tour cities',
    group_shows: 'Shows in this collection',
    venue_shows: 'Shows at this venue',
    left_count: '{count} left',
    venue_show_count: '{count} shows',
    show_id: 'Show ID: {showId}',
    countdown: 'On sale in {days}d {hours}:{minutes}:{seconds}',
    sessions: 'Sessions',
    prices: 'Prices',
    venue: 'Venue',
    description: 'About the show',
    service_notes: 'Before you buy',
    sold_out: 'Sold out',
    few_left: 'Few left',
    min_age: 'Ages {age}+',
    price_range: 'Price',
    buy: 'Buy now'
  },
  preload_ticket: {
    title: 'Pre-fill ticket info'
  },
  confirm_order: {
    title: 'Confirm order'
  },
  login: {
    title: 'Log in',
    email_title: 'Log in with email',
    gate_hint: 'After logging in we will open: {page}',
    methods_arrive: 'Phone and email login arrive with accounts',
    status_language: 'This language does not support your account’s region; switch language or log out and log in again',
    status_method: 'This language does not support your account’s login method; log out and log in another way',
    logout: 'Log out',
    phone: 'Mobile',
    phone_placeholder: 'Mobile number',
    phone_required: 'Please enter your mobile number',
    phone_invalid: 'Please enter a valid mobile number',
    captcha: 'Image code',
    captcha_placeholder: 'Characters in the image',
    captcha_required: 'Please enter the image code',
    code: 'Code',
    code_placeholder: '6-digit code',
    code_required: 'Please enter the verification code',
    code_invalid: 'Verification code error',
    get_code: 'Get code',
    resend: 'Send again',
    resend_in: 'Again in {seconds}s',
    code_sent: 'Code sent',
    submit: 'Log in',
    success: 'Logged in'
  },
  mine: {
    login_now: 'Log in now',
    welcome: 'Welcome to {shopName}',
    setting: 'Settings',
    language: 'Language',
    theme: 'Theme',
    theme_follow_system: 'Follow system',
    theme_dark: 'Dark mode',
    theme_light: 'Light mode',
    profile: 'Profile',
    exchange_coupon: 'Redeem coupon',
    member_center: 'Member center',
    unregister: 'Delete account',
    my_orders: 'My orders',
    current: 'Current',
    account_bind: 'Account binding',
    shop_state: 'Shop status'
  },
  pay_success: {
    title: 'Payment successful'
  },
  search: {
    title: 'Search',
    placeholder: 'Search shows, artists, venues',
    submit: 'Search',
    history: 'Search history',
    clear_history: 'Clear',
    no_history: 'No search history',
    sort_recommend: 'Recommended',
    sort_time: 'Soonest',
    sort_price_asc: 'Price: low to high',
    sort_price_desc: 'Price: high to low',
    date_any: 'Any date',
    date_today: 'Today',
    date_weekend: 'This weekend',
    date_month: 'This month',
    no_result: 'No shows found, try another keyword'
  },
  pick_seat: {
    title: 'Seat selection'
  },
  order: {
    list_title: 'My orders',
    detail_title: 'Order details',
    empty: 'No orders yet',
    order_no: 'Order No.: {orderId}'
  },
  ticket_holder: {
    detail_title: 'E-ticket',
    hot_title: 'Hot tickets',
    empty: 'Your ticket holder is empty',
    ticket_id: 'Ticket No.: {id}'
  },
  address: {
    title: 'Addresses',
    edit_title: 'Edit address',
    empty: 'No addresses yet',
    add: 'Add an address',
    default: 'Default',
    recipient: 'Recipient',
    recipient_placeholder: 'Recipient name',
    recipient_required: 'Please enter the recipient',
    phone: 'Mobile',
    region: 'Region',
    region_placeholder: 'Province, city, district, street',
    region_required: 'Please choose the full region',
    detail: 'Address',
    detail_placeholder: 'Street, building, floor and room; at least {min} characters',
    detail_short: 'The address needs at least {min} characters',
    set_default: 'Set as default'
  },
  invoice: {
    title: 'Invoice'
  },
  audience: {
    title: 'Attendees',
    edit_title: 'Edit attendee',
    empty: 'No attendees yet',
    add: 'Add an attendee',
    name: 'Name',
    name_placeholder: 'Name as on the document',
    name_required: 'Please enter the name',
    id_type: 'Document',
    id_no: 'Number',
    id_placeholder: 'Document number',
    id_invalid: 'Invalid ID number',
    id_type_ID_CARD: 'ID card',
    id_type_PASSPORT: 'Passport',
    id_type_HK_MACAU_PERMIT: 'HK/Macau permit',
    id_type_TAIWAN_PERMIT: 'Taiwan permit',
    preview: 'Born {birthday} · {gender}',
    gender_man: 'Male',
    gender_woman: 'Female'
  },
  transfer_ticket: {
    title: 'Transfer'
  },
  email: {
    title: 'Email'
  },
  calendar: {
    title: 'Calendar'
  },
  refund: {
    title: 'Refund'
  },
  shop: {
    detail_title: 'Item details',
    cart_title: 'Cart',
    empty: 'Items coming soon',
    goods_id: 'Item No.: {id}'
  }
}

export default enUS
