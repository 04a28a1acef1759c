/** Goods (an SPU) picked by name; the value is its id. */
import { useQuery } from '@tanstack/react-query'
import { goodsList } from '../api/goods-calls'
import { useTextIn } from './TextsFields'
import { NamedSelect, type NamedOptions, type NamedSelectProps } from './NamedSelect'

/** The merchant's goods as options (read when `enabled`), under the goods list's key (saving goods refreshes it). */
export function useGoodsOptions(enabled = true): NamedOptions {
  const textIn = useTextIn()
  const list = useQuery({ queryKey: ['goods', 'list', {}], queryFn: () => goodsList({}), enabled })
  return { loading: list.isPending, options: (list.data ?? []).map((g) => ({ value: g.id, label: textIn(g.name) })) }
}

export function GoodsSelect(props: NamedSelectProps) {
  const named = useGoodsOptions()
  return <NamedSelect {...props} {...named} />
}
