/**
 * One of the shop's topic pages picked by its name; the value is its layout id, which is what the app opens
 * (/topic-activity/:topicId), so a merchant never copies an id from one page to another.
 */
import { useQuery } from '@tanstack/react-query'
import { layoutPages } from '../api/layout-calls'
import { useI18n } from '../i18n/i18n'
import { NamedSelect, type NamedOptions, type NamedSelectProps } from './NamedSelect'

export function useTopicOptions(enabled = true): NamedOptions {
  const { locale } = useI18n()
  const pages = useQuery({ queryKey: ['layout-pages'], queryFn: layoutPages, enabled })
  return {
    loading: pages.isPending,
    options: (pages.data ?? []).filter((p) => p.page === 'TOPIC').map((p) => ({ value: p.layoutId, label: p.name[locale] || p.layoutId }))
  }
}

export function TopicSelect(props: NamedSelectProps) {
  const named = useTopicOptions()
  return <NamedSelect {...props} {...named} />
}
