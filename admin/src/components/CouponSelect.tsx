/**
 * A coupon picked by its name; the value is its receive code (couponCode), which is what a promotion code
 * opens the coupon-receive page with. Stopped coupons are left out: a new code should not lead to one.
 */
import { useQuery } from '@tanstack/react-query'
import { couponTemplates } from '../api/coupon-calls'
import { NamedSelect, type NamedOptions, type NamedSelectProps } from './NamedSelect'

export function useCouponOptions(enabled = true): NamedOptions {
  const list = useQuery({ queryKey: ['coupons'], queryFn: couponTemplates, enabled })
  return {
    loading: list.isPending,
    options: (list.data ?? []).filter((c) => c.state !== 'STOPPED').map((c) => ({ value: c.couponCode, label: c.title }))
  }
}

export function CouponSelect(props: NamedSelectProps) {
  const named = useCouponOptions()
  return <NamedSelect {...props} {...named} />
}
