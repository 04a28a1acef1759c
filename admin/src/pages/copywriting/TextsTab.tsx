/**
 * The app's texts: search by the words shown (copywriting-search.ts), see which languages the merchant
 * changed, change them in a drawer (TextForm) or go back to the app's own with one reset.
 */
import { useState } from 'react'
import { Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCopywritingEntry } from '../../../../types/api/copywriting'
import { LOCALES } from '../../../../types/rules/language-tag'
import { copywritingEntries, resetCopywriting } from '../../api/copywriting-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { PageEmpty } from '../../components/PageState'
import { matchingEntries } from './copywriting-search'
import { TextForm } from './TextForm'
import { LANGUAGE_LABEL } from '../../i18n/language-labels'

export function TextsTab() {
  const { t } = useI18n()
  const client = useQueryClient()
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<AdminCopywritingEntry | null>(null)
  const list = useQuery({ queryKey: ['copywriting'], queryFn: copywritingEntries })
  const reset = useMutation({
    mutationFn: resetCopywriting,
    onSuccess: () => client.invalidateQueries({ queryKey: ['copywriting'] })
  })
  if (!list.isSuccess) return <QueryState query={list} />
  const rows = matchingEntries(list.data, query)
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('copywriting.search')}
        onChange={(e) => setQuery(e.target.value)}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="copywriting-search"
      />
      {rows.length === 0 ? (
        <PageEmpty
          description={t('copywriting.noMatch')}
          action={<Button onClick={() => setQuery('')}>{t('copywriting.clearSearch')}</Button>}
        />
      ) : (
        <div data-testid="copywriting-table">
          <Table<AdminCopywritingEntry>
            rowKey="key"
            loading={list.isFetching}
            dataSource={rows}
            scroll={{ x: true }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              {
                title: t('copywriting.text'),
                key: 'text',
                render: (_, e) => (
                  <Space direction="vertical" size={0}>
                    <span>{e.overrides['zh-CN'] ?? e.bundled['zh-CN']}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {e.key}
                    </Typography.Text>
                  </Space>
                )
              },
              {
                title: t('copywriting.changed'),
                key: 'changed',
                render: (_, e) =>
                  LOCALES.filter((l) => e.overrides[l] !== undefined).map((l) => (
                    <Tag key={l} color="blue">
                      {t(LANGUAGE_LABEL[l])}
                    </Tag>
                  ))
              },
              {
                title: '',
                key: 'actions',
                render: (_, e) => (
                  <Space wrap>
                    <Button size="small" onClick={() => setEditing(e)} data-testid="copywriting-edit">
                      {t('copywriting.edit')}
                    </Button>
                    {Object.keys(e.overrides).length > 0 && (
                      <Popconfirm title={t('copywriting.resetConfirm')} onConfirm={() => reset.mutateAsync(e.key)}>
                        <Button size="small" data-testid="copywriting-reset">
                          {t('copywriting.reset')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                )
              }
            ]}
          />
        </div>
      )}
      <TextForm key={editing?.key ?? 'none'} entry={editing} onClose={() => setEditing(null)} />
    </>
  )
}
