/**
 * Stands in for jsQR while the package is not installed (see admin/vite.config.ts): the camera then works
 * only where the browser decodes QR codes itself, and elsewhere the door page asks to type the code.
 */
// Same signature as jsQR's, so the door code type checks against either.
export default function jsQR(
  _data: Uint8ClampedArray,
  _width: number,
  _height: number,
  _options?: { inversionAttempts?: string }
): { data: string } | null {
  throw new Error('jsqr is not installed')
}
