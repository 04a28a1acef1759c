/**
 * The app's one icon set (#9: "one icon set as SVG, no characters or emoji as icons"), as SVG markup
 * painted in one colour by Icon.tsx (and by the tab bar, whose default icons are these).
 * Markup rather than an icon font or characters, so every platform draws them the same. Interface icons
 * are drawn on a 24×24 grid; the state illustrations (empty, failed, done) on 48×48 with strokes, as
 * they are shown large.
 */
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">${body}</svg>`
const illustration = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="96" height="96">${body}</svg>`

export const ICONS = {
  check_on: svg(
    '<path fill="#000" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5.6 13.2 7.1-7.1-1.4-1.4-5.7 5.7-2.9-2.8-1.4 1.4z"/>'
  ),
  check_off: svg('<path fill="#000" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5z"/>'),
  radio_on: svg(
    '<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10z"/>'
  ),
  radio_off: svg('<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z"/>'),
  minus: svg('<path fill="#000" d="M5 11h14v2H5z"/>'),
  plus: svg('<path fill="#000" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"/>'),
  close: svg('<path fill="#000" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"/>'),
  check: svg('<path fill="#000" d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z"/>'),
  chevron_down: svg('<path fill="#000" d="M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z"/>'),
  chevron_right: svg('<path fill="#000" d="M9.4 5 16.4 12l-7 7L8 17.6l5.6-5.6L8 6.4z"/>'),
  location: svg(
    '<path fill="#000" d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/>'
  ),
  search: svg(
    '<path fill="#000" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"/>'
  ),
  heart: svg(
    '<path fill="#000" d="M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"/>'
  ),
  heart_outline: svg(
    '<path fill="#000" d="M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6zM7.5 4C5.5 4 4 5.6 4 7.6c0 2.9 3 5.7 8 10.2 5-4.5 8-7.3 8-10.2C20 5.6 18.5 4 16.5 4c-1.5 0-3 1-3.6 2.4h-1.8C10.5 5 9 4 7.5 4z"/>'
  ),
  back: svg('<path fill="#000" d="M15.6 5 17 6.4 11.4 12l5.6 5.6-1.4 1.4-7-7z"/>'),
  home: svg('<path fill="#000" d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3z"/>'),
  bell: svg(
    '<path fill="#000" d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"/>'
  ),
  bell_off: svg(
    '<path fill="#000" d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2c-.6.1-1.2.4-1.7.7L19 15.2zM3.3 2.3 2 3.6l3.3 3.3A7 7 0 0 0 5 11v5l-2 2v1h14.1l3.3 3.3 1.3-1.3z"/>'
  ),
  // Two overlapping sheets: copy an order or ticket number.
  copy: svg(
    '<path fill="#000" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z"/>'
  ),
  check_circle: svg('<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.5 13.6 6.7-6.7-1.4-1.4-5.3 5.3-2.3-2.3-1.4 1.4z"/>'),
  // The tab bar's defaults (tab-icons.ts) besides home.
  grid: svg('<path fill="#000" d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z"/>'),
  bag: svg('<path fill="#000" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z"/>'),
  ticket: svg('<path fill="#000" d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm6 2v2h2V8zm0 4v2h2v-2z"/>'),
  // The login ways (login-way).
  phone: svg('<path fill="#000" d="M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v13h10V5zm4 14v1h2v-1z"/>'),
  mail: svg(
    '<path fill="#000" d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3.2V17h16V8.2l-8 5.3zM5.2 7 12 11.5 18.8 7z"/>'
  ),
  person: svg('<path fill="#000" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z"/>'),
  parking: svg('<path fill="#000" d="M5 3h8a6 6 0 0 1 0 12H9v6H5zm4 4v4h4a2 2 0 0 0 0-4z"/>'),
  screen_play: svg('<path fill="#000" d="M4 4h16v12H4zm6 3v6l5-3zM8 18h8v2H8z"/>'),
  star: svg('<path fill="#000" d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z"/>'),
  // A wallet with its clasp: add a ticket to Apple Wallet or Google Wallet.
  wallet: svg(
    '<path fill="#000" d="M4 5h14a2 2 0 0 1 2 2v1h-2V7H4v10h14v-1h2v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm8 4h10v6H12a3 3 0 0 1 0-6zm1 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"/>'
  ),
  // An arrow turning back: money going back to the buyer (Me's 退款 shortcut).
  refund: svg(
    '<path fill="#000" d="M12.5 8c-2.65 0-5.05 1-6.9 2.6L2 7v9h9l-3.62-3.62A7.9 7.9 0 0 1 12.5 10.5c3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8z"/>'
  ),
  // State illustrations (StateView, pay success). A page with a folded corner and a question mark: nothing here.
  not_found: illustration(
    '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M12 5h17l9 9v29H12z"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M29 5v9h9"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round" d="M20.5 22a4.5 4.5 0 1 1 6.2 4.2c-1.3.5-1.7 1.3-1.7 2.6V30"/>' +
      '<circle fill="#000" cx="25" cy="35" r="1.6"/>'
  ),
  // A cloud with a slash: the network is gone or the call failed.
  load_failed: illustration(
    '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linejoin="round" d="M14 36h21a8 8 0 0 0 1-15.9A11 11 0 0 0 15 18a9 9 0 0 0-1 18z"/>' +
      '<path fill="none" stroke="#000" stroke-width="2.5" stroke-linecap="round" d="M9 9l30 30"/>'
  ),
  // A ring with a tick: done. Strokes only, so recolouring keeps the tick visible.
  done: illustration(
    '<circle fill="none" stroke="#000" stroke-width="3" cx="24" cy="24" r="20"/>' +
      '<path fill="none" stroke="#000" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" d="M14 24.5l7 7 13-14"/>'
  )
} as const

export type IconName = keyof typeof ICONS
