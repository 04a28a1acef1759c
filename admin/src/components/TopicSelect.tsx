/**
 * One of the shop's topic pages picked by its name; the value is its layout id, which is what the app opens
 * (/topic-activity/:topicId), so a merchant never copies an id from one page to another.
 */
import { Select } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { layoutPages } from '../api/layout-calls'
import { useI18n } from '../i18n/i18n'

export function TopicSelect({
  value,
  onChange,
  testId,
  width
}: {
  value?: string
  onChange?: (topicId: string) => void
  testId: string
  width?: number
}) {
  const { locale } = useI18n()
  const pages = useQuery({ queryKey: ['layout-pages'], queryFn: layoutPages })
  const topics = (pages.data ?? [])
    .filter((p) => p.page === 'TOPIC')
    .map((p) => ({ value: p.layoutId, label: p.name[locale] || p.layoutId }))
  return (
    <Select
      showSearch
      optionFilterProp="label"
      value={value}
      onChange={onChange}
      loading={pages.isPending}
      options={topics}
      style={width ? { width } : undefined}
      data-testid={testId}
    />
  )
}
