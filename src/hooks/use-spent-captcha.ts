/**
 * The image captcha of a code form once a code was sent with it: spent (the gateway takes one answer per
 * image), yet kept on screen while the resend waits, so the field does not clear the moment the code goes
 * (issue #31 item 1); replaced when the resend opens, ready for the next code. `load` shows a new image;
 * `refresh` is that as the form asks for it, `spend` marks the image sent with a code.
 */
import { useCallback, useEffect, useState } from 'react'

export function useSpentCaptcha(left: number, load: () => void): { refresh(): void; spend(): void } {
  const [spent, setSpent] = useState(false)
  const refresh = useCallback(() => {
    setSpent(false)
    load()
  }, [load])
  useEffect(() => {
    if (spent && left === 0) refresh()
  }, [spent, left, refresh])
  const spend = useCallback(() => setSpent(true), [])
  return { refresh, spend }
}
