/**
 * taro-ui's overlays (action sheet, float layout, modal) slide or fade in when `isOpened` turns true;
 * mounted already open they appear at once. Our callers mount a sheet when it opens, so the sheet turns
 * itself open one frame after mounting and the transition plays.
 */
import { useEffect, useState } from 'react'

export function useOpenedAfterMount(): boolean {
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOpened(true), 16)
    return () => clearTimeout(timer)
  }, [])
  return opened
}
