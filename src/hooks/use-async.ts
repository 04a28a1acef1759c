/**
 * Loads data for a page: loading, error (with reload) and ready states; stale answers are dropped.
 * `reload` starts over from the loading state (a retry after an error, a change of what is shown);
 * `refresh` fetches again behind what is on screen (coming back to a page), so the page never blanks to its
 * skeleton and back, and a failed refresh leaves the last good data in place.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T }

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload(): void; refresh(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const latest = useRef(0)
  const quiet = useRef(false)
  useEffect(() => {
    const ticket = ++latest.current
    const behind = quiet.current
    quiet.current = false
    if (!behind) setState({ status: 'loading' })
    load().then(
      (data) => ticket === latest.current && setState({ status: 'ready', data }),
      (error: unknown) =>
        ticket === latest.current && setState((now) => (behind && now.status === 'ready' ? now : { status: 'error', error }))
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  const refresh = useCallback(() => {
    quiet.current = true
    setRound((n) => n + 1)
  }, [])
  // One object per state, so effects that depend on it run when the data changes, not on every render.
  return useMemo(() => ({ ...state, reload, refresh }), [state, reload, refresh])
}
