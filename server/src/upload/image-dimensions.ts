/**
 * An image's pixel size read from its header (PNG IHDR, JPEG start-of-frame, WebP VP8 / VP8L / VP8X), so
 * an upload's dimensions are checked without decoding it. Undefined when the header is not where the
 * format puts it: such a file is refused like a wrong type.
 */
export interface Dimensions {
  width: number
  height: number
}

export function imageDimensions(body: Buffer, type: string): Dimensions | undefined {
  if (type === 'image/png')
    return body.length >= 24 && body.toString('latin1', 12, 16) === 'IHDR'
      ? { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
      : undefined
  if (type === 'image/jpeg') return jpeg(body)
  if (type === 'image/webp') return webp(body)
  return undefined
}

/** Walks the markers to the first start-of-frame (SOF0-SOF15 but DHT C4, JPG C8, DAC CC). */
function jpeg(body: Buffer): Dimensions | undefined {
  let at = 2
  while (at + 9 < body.length) {
    if (body[at] !== 0xff) return undefined
    const marker = body[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return undefined
    const length = body.readUInt16BE(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: body.readUInt16BE(at + 5), width: body.readUInt16BE(at + 7) }
    }
    at += 2 + length
  }
  return undefined
}

function webp(body: Buffer): Dimensions | undefined {
  if (body.length < 30) return undefined
  const chunk = body.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return { width: body.readUIntLE(24, 3) + 1, height: body.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (body[23] !== 0x9d || body[24] !== 0x01 || body[25] !== 0x2a) return undefined
    return { width: body.readUInt16LE(26) & 0x3fff, height: body.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (body[20] !== 0x2f) return undefined
    const bits = body.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return undefined
}
