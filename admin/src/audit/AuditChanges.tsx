/**
 * An audit entry's expanded row: each changed field with its words, what it was and what it became
 * (audit-changes.ts), values as the merchant reads them: yes/no, money, times in the merchant's zone.
 */
import { Table, Typography } from 'antd'
import { moneyText } from '../../../types/rules/money'
import { useI18n } from '../i18n/i18n'
import { useTimeText } from '../time/use-merchant-time'
import { auditChanges, auditFieldText, auditValueText, type AuditChange, type ValueWords } from './audit-changes'

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t, locale } = useI18n()
  const when = useTimeText()
  const changes = auditChanges(before, after)
  if (changes.length === 0) return <Typography.Text type="secondary">{t('audit.changes.none')}</Typography.Text>
  const words: ValueWords = {
    yes: t('audit.value.yes'),
    no: t('audit.value.no'),
    state: (state) => t(`audit.stateValue.${state}`),
    time: (iso) => when(iso),
    money: (fen) => moneyText(fen, locale)
  }
  const value = (c: AuditChange, v: unknown) => <span style={{ wordBreak: 'break-word' }}>{auditValueText(c.path, v, words)}</span>
  return (
    <Table<AuditChange>
      size="small"
      rowKey="path"
      pagination={false}
      dataSource={changes}
      data-testid="audit-changes"
      columns={[
        {
          title: t('audit.changes.field'),
          dataIndex: 'path',
          width: '28%',
          render: (path: string) => {
            const words = auditFieldText(path)
            if (!words) return <Typography.Text code>{path || '—'}</Typography.Text>
            return <span title={path}>{words.language ? `${t(words.field)} · ${t(words.language)}` : t(words.field)}</span>
          }
        },
        { title: t('audit.before'), key: 'before', render: (_: unknown, c) => value(c, c.before) },
        { title: t('audit.after'), key: 'after', render: (_: unknown, c) => value(c, c.after) }
      ]}
    />
  )
}
