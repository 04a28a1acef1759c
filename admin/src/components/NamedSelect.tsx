/**
 * One choice among named options, searched as typed: what the console's pickers by name share (a show, goods,
 * a topic page, a coupon). The value is what the console stores (an id, a receive code); the merchant sees
 * and types only names.
 */
import { Select } from 'antd'

export interface NamedOptions {
  loading: boolean
  options: Array<{ value: string; label: string }>
}

export interface NamedSelectProps {
  value?: string
  onChange?: (value: string) => void
  testId: string
  width?: number
}

export function NamedSelect({ value, onChange, testId, width, loading, options }: NamedSelectProps & NamedOptions) {
  return (
    <Select
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={loading}
      options={options}
      style={width ? { width } : undefined}
      data-testid={testId}
    />
  )
}
