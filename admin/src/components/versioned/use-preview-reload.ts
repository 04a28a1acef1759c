/** The phone preview's reload key: bumped at once on demand, or shortly after a save (the gateway has the draft by then). */
import { useEffect, useRef, useState } from 'react'

const PREVIEW_DEBOUNCE_MS = 600

export function usePreviewReload() {
  const [previewKey, setPreviewKey] = useState(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    previewKey,
    reloadNow: () => setPreviewKey((k) => k + 1),
    reloadSoon: () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setPreviewKey((k) => k + 1), PREVIEW_DEBOUNCE_MS)
    }
  }
}
