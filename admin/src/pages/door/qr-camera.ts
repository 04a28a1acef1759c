/**
 * Reads QR codes from the phone's back camera: getUserMedia into a video, each frame decoded by the
 * browser's own BarcodeDetector where there is one (Chrome on Android), else drawn on a canvas and decoded
 * by jsQR (loaded only then, so the door page opens fast). The same code read again within a few seconds
 * is ignored: a ticket held in front of the camera is checked once.
 */
export interface QrCamera {
  stop(): void
}

const REPEAT_MS = 3000

type Decode = (video: HTMLVideoElement) => Promise<string | undefined>

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector

async function nativeDecoder(): Promise<Decode | undefined> {
  const Detector = (window as unknown as { BarcodeDetector?: NativeDetectorClass & { getSupportedFormats?: () => Promise<string[]> } })
    .BarcodeDetector
  if (!Detector || !(await Detector.getSupportedFormats?.())?.includes('qr_code')) return undefined
  const detector = new Detector({ formats: ['qr_code'] })
  return async (video) => (await detector.detect(video))[0]?.rawValue
}

async function jsQrDecoder(): Promise<Decode> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!ctx) return undefined
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    ctx.drawImage(video, 0, 0)
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data || undefined
  }
}

export async function startQrCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<QrCamera> {
  const decode = (await nativeDecoder().catch(() => undefined)) ?? (await jsQrDecoder())
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  video.srcObject = stream
  video.setAttribute('playsinline', 'true')
  await video.play()
  let stopped = false
  let last = { code: '', at: 0 }
  const tick = async () => {
    if (stopped) return
    if (video.readyState >= video.HAVE_ENOUGH_DATA && video.videoWidth > 0) {
      const code = await decode(video).catch(() => undefined)
      const now = Date.now()
      if (code && !stopped && (code !== last.code || now - last.at > REPEAT_MS)) {
        last = { code, at: now }
        onCode(code)
      }
    }
    requestAnimationFrame(() => void tick())
  }
  requestAnimationFrame(() => void tick())
  return {
    stop() {
      stopped = true
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    }
  }
}
