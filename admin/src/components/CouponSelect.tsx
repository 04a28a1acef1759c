/**
 * A coupon picked by its name; the value is its receive code (couponCode), which is what a promotion code
 * opens the coupon-receive page with. Stopped coupons are left out: a new code should not lead to one.
 */
import { Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { couponTemplates } from '../api/coupon-calls'

export function CouponSelect({ value, onChange, testId }: { value?: string; onChange?: (couponCode: string) => void; testId: string }) {
  const list = useQuery({ queryKey: ['coupons'], queryFn: couponTemplates })
  const options = (list.data ?? []).filter((c) => c.state !== 'STOPPED').map((c) => ({ value: c.couponCode, label: c.title }))
  return (
    <Select
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={list.isPending}
      options={options}
      data-testid={testId}
    />
  )
}
