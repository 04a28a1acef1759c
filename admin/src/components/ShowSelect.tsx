/**
 * A show picked by its name, searched as typed, each option with its venue so shows of one tour in several
 * cities tell apart; the value is the show's id, which is what the console stores.
 */
import { Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { shows } from '../api/catalogue-calls'
import { useTextIn } from './TextsFields'

/** The merchant's shows as options (read when `enabled`), for a single or a multiple select. */
export function useShowOptions(enabled = true) {
  const textIn = useTextIn()
  const list = useQuery({ queryKey: ['show-picker'], queryFn: () => shows({}), enabled })
  return {
    loading: list.isPending,
    options: (list.data ?? []).map((s) => ({ value: s.id, label: `${textIn(s.name)} · ${textIn(s.venueName)}` }))
  }
}

export function ShowSelect({ value, onChange, testId }: { value?: string; onChange?: (showId: string) => void; testId: string }) {
  const { loading, options } = useShowOptions()
  return (
    <Select
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={loading}
      options={options}
      data-testid={testId}
    />
  )
}
