/** H5 has no scanner of its own: a phone's camera opens the code's link (/site-code/:code) straight on this page. */
export function ScanCode(_: { label: string; onText(text: string): void }) {
  return null
}
