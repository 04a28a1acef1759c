/** Loads data for a page: loading, error (with reload) and ready states; stale answers are dropped. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T }

export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' })
  const [round, setRound] = useState(0)
  const latest = useRef(0)
  useEffect(() => {
    const ticket = ++latest.current
    setState({ status: 'loading' })
    load().then(
      (data) => ticket === latest.current && setState({ status: 'ready', data }),
      (error: unknown) => ticket === latest.current && setState({ status: 'error', error })
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  // One object per state, so effects that depend on it run when the data changes, not on every render.
  return useMemo(() => ({ ...state, reload }), [state, reload])
}
