/** Goods (an SPU) picked by name, searched as typed; the value is its id, which is what the console stores. */
import { Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { goodsList } from '../api/goods-calls'
import { useTextIn } from './TextsFields'

/** The merchant's goods as options (read when `enabled`), for a single or a multiple select. */
export function useGoodsOptions(enabled = true) {
  const textIn = useTextIn()
  const list = useQuery({ queryKey: ['goods-picker'], queryFn: () => goodsList({}), enabled })
  return { loading: list.isPending, options: (list.data ?? []).map((g) => ({ value: g.id, label: textIn(g.name) })) }
}

export function GoodsSelect({ value, onChange, testId }: { value?: string; onChange?: (spuId: string) => void; testId: string }) {
  const { loading, options } = useGoodsOptions()
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
