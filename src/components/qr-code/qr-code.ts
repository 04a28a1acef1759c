/** A ticket code as a QR image (GIF data URL: an Image shows it on H5 and in the mini-programs alike). */
import qrcode from 'qrcode-generator'

export function qrDataUrl(text: string, cellSize = 6): string {
  // Type 0: the smallest version that holds the text; M: about 15% of the code may be damaged.
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  return qr.createDataURL(cellSize, cellSize * 2)
}
