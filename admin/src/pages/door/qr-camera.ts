/**
 * Reads QR codes from the phone's back camera: getUserMedia into a video, each frame drawn on a canvas
 * and decoded by jsQR (loaded only when the camera starts, so the door page opens fast). The same code
 * read again within a few seconds is ignored: a ticket held in front of the camera is checked once.
 */
export interface QrCamera {
  stop(): void
}

const REPEAT_MS = 3000

export async function startQrCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<QrCamera> {
  const { default: jsQR } = await import('jsqr')
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  video.srcObject = stream
  video.setAttribute('playsinline', 'true')
  await video.play()
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  let stopped = false
  let last = { code: '', at: 0 }
  const tick = () => {
    if (stopped) return
    if (ctx && video.readyState >= video.HAVE_ENOUGH_DATA && video.videoWidth > 0) {
      canvas.width = video.videoWidth
      canvas.height = video.videoHeight
      ctx.drawImage(video, 0, 0)
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height)
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })
      const now = Date.now()
      if (found?.data && (found.data !== last.code || now - last.at > REPEAT_MS)) {
        last = { code: found.data, at: now }
        onCode(found.data)
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  return {
    stop() {
      stopped = true
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    }
  }
}
