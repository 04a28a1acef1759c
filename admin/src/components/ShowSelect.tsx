/** A show picked by its name, each option with its venue so shows of one tour in several cities tell apart. */
import { useQuery } from '@tanstack/react-query'
import { shows } from '../api/catalogue-calls'
import { useTextIn } from './TextsFields'
import { NamedSelect, type NamedOptions, type NamedSelectProps } from './NamedSelect'

/**
 * The merchant's shows as options (read when `enabled`), for a single or a multiple select; under the shows
 * list's key, so a show saved in the console is offered at once.
 */
export function useShowOptions(enabled = true): NamedOptions {
  const textIn = useTextIn()
  const list = useQuery({ queryKey: ['catalogue', 'shows', {}], queryFn: () => shows({}), enabled })
  return {
    loading: list.isPending,
    options: (list.data ?? []).map((s) => ({ value: s.id, label: `${textIn(s.name)} · ${textIn(s.venueName)}` }))
  }
}

export function ShowSelect(props: NamedSelectProps) {
  const named = useShowOptions()
  return <NamedSelect {...props} {...named} />
}
