/**
 * A venue picked by its name for what opens it by its site code (a promotion code's SITE_CODE target); the
 * value is the site code. Venues without one are left out: there is nothing for a code to open.
 */
import { useQuery } from '@tanstack/react-query'
import { venues, VENUES_KEY } from '../api/catalogue-calls'
import { useTextIn } from './TextsFields'
import { NamedSelect, type NamedOptions, type NamedSelectProps } from './NamedSelect'

export function useSiteCodeOptions(enabled = true): NamedOptions {
  const textIn = useTextIn()
  const list = useQuery({ queryKey: VENUES_KEY, queryFn: venues, enabled })
  return {
    loading: list.isPending,
    options: (list.data ?? []).flatMap((v) => (v.siteCode ? [{ value: v.siteCode, label: `${textIn(v.name)} · ${v.siteCode}` }] : []))
  }
}

export function SiteCodeSelect(props: NamedSelectProps) {
  const named = useSiteCodeOptions()
  return <NamedSelect {...props} {...named} />
}
