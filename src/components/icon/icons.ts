/**
 * The app's one icon set (#9: "one icon set as SVG, no characters or emoji as icons"), as SVG markup
 * (24×24) painted in one colour by Icon.tsx.
 * Markup rather than an icon font or characters, so every platform draws them the same.
 */
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">${body}</svg>`

export const ICONS = {
  check_on: svg('<path fill="#000" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5.6 13.2 7.1-7.1-1.4-1.4-5.7 5.7-2.9-2.8-1.4 1.4z"/>'),
  check_off: svg('<path fill="#000" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5z"/>'),
  radio_on: svg('<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10z"/>'),
  radio_off: svg('<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16z"/>'),
  minus: svg('<path fill="#000" d="M5 11h14v2H5z"/>'),
  plus: svg('<path fill="#000" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"/>'),
  close: svg('<path fill="#000" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"/>'),
  check: svg('<path fill="#000" d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z"/>'),
  chevron_down: svg('<path fill="#000" d="M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z"/>'),
  chevron_right: svg('<path fill="#000" d="M9.4 5 16.4 12l-7 7L8 17.6l5.6-5.6L8 6.4z"/>'),
  location: svg('<path fill="#000" d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/>'),
  search: svg('<path fill="#000" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"/>'),
  heart: svg('<path fill="#000" d="M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"/>'),
  heart_outline: svg('<path fill="#000" d="M12 20.5 10.6 19.2C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6zM7.5 4C5.5 4 4 5.6 4 7.6c0 2.9 3 5.7 8 10.2 5-4.5 8-7.3 8-10.2C20 5.6 18.5 4 16.5 4c-1.5 0-3 1-3.6 2.4h-1.8C10.5 5 9 4 7.5 4z"/>'),
  back: svg('<path fill="#000" d="M15.6 5 17 6.4 11.4 12l5.6 5.6-1.4 1.4-7-7z"/>'),
  home: svg('<path fill="#000" d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3z"/>'),
  bell: svg('<path fill="#000" d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"/>'),
  bell_off: svg('<path fill="#000" d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2c-.6.1-1.2.4-1.7.7L19 15.2zM3.3 2.3 2 3.6l3.3 3.3A7 7 0 0 0 5 11v5l-2 2v1h14.1l3.3 3.3 1.3-1.3z"/>'),
  // Two overlapping sheets: copy an order or ticket number (issue #14 item 15).
  copy: svg('<path fill="#000" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z"/>'),
  check_circle: svg('<path fill="#000" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.5 13.6 6.7-6.7-1.4-1.4-5.3 5.3-2.3-2.3-1.4 1.4z"/>')
} as const

export type IconName = keyof typeof ICONS
