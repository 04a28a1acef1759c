/**
 * Interface icons as SVG markup (24×24), painted in one colour by Icon.tsx: checkboxes, radios, the quantity stepper, close.
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
  close: svg('<path fill="#000" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"/>')
} as const

export type IconName = keyof typeof ICONS
