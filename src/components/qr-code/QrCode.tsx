/** A QR code of a text, square, at the size the page gives it. */
import { Image } from '@tarojs/components'
import { useMemo } from 'react'
import { qrDataUrl } from './qr-code'

export function QrCode({ text, className }: { text: string; className?: string }) {
  const src = useMemo(() => qrDataUrl(text), [text])
  return <Image className={className} src={src} mode="aspectFit" aria-label="QR" data-qr-text={text} />
}
