/**
 * On-site sale (owner, operator; venue services): per show, whether the venue's box office sells it
 * (buyers open site_purchase at the venue) and how many minutes before each of today's sessions it opens;
 * it closes at the session's end. The next session (merchant zone) and the tickets sold on site so far
 * beside each show. A real-name show cannot be switched on (its switch is off and says why). Saving is
 * audited (onsite.update).
 */
import { useState } from 'react'
import { Button, InputNumber, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminOnSiteShow, OnSiteSettings } from '../../../../types/api/venue-purchase'
import { ONSITE_OPENS_MAX_MINUTES } from '../../../../types/rules/onsite-sale'
import { onSiteShows, saveOnSite } from '../../api/onsite-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { PageEmpty } from '../../components/PageState'
import { useTimeText } from '../../time/use-merchant-time'

export default function OnSitePage() {
  const { t } = useI18n()
  const when = useTimeText()
  const client = useQueryClient()
  const list = useQuery({ queryKey: ['onsite-shows'], queryFn: onSiteShows })
  // What the staff changed and not saved yet, per show.
  const [edits, setEdits] = useState<Record<string, OnSiteSettings>>({})
  const save = useMutation({
    mutationFn: ({ showId, body }: { showId: string; body: OnSiteSettings }) => saveOnSite(showId, body),
    onSuccess: async (saved) => {
      setEdits(({ [saved.showId]: _, ...rest }) => rest)
      await client.invalidateQueries({ queryKey: ['onsite-shows'] })
    }
    // A refusal (a real-name show) is the query client's one error notice, in the gateway's words.
  })

  if (!list.isSuccess) return <QueryState query={list} />
  const settingsOf = (s: AdminOnSiteShow): OnSiteSettings => edits[s.showId] ?? { onSiteSale: s.onSiteSale, opensMinutes: s.opensMinutes }
  const edit = (s: AdminOnSiteShow, change: Partial<OnSiteSettings>) =>
    setEdits((all) => ({ ...all, [s.showId]: { ...settingsOf(s), ...change } }))
  return (
    <>
      <Typography.Title level={3}>{t('onsite.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('onsite.intro')}</Typography.Paragraph>
      {list.data.length === 0 ? (
        <PageEmpty description={t('onsite.empty')} />
      ) : (
        <div data-testid="onsite-table">
          <Table<AdminOnSiteShow>
            rowKey="showId"
            loading={list.isFetching}
            dataSource={list.data}
            scroll={{ x: true }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                title: t('onsite.show'),
                key: 'show',
                render: (_, s) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{s.showName}</Typography.Text>
                    <Typography.Text type="secondary">{s.venueName}</Typography.Text>
                  </Space>
                )
              },
              { title: t('onsite.next'), key: 'next', render: (_, s) => (s.nextSessionAt ? when(s.nextSessionAt) : '—') },
              { title: t('onsite.sold'), key: 'sold', render: (_, s) => <span data-testid="onsite-sold">{s.onSiteSold}</span> },
              {
                title: t('onsite.switch'),
                key: 'switch',
                render: (_, s) =>
                  s.realName ? (
                    <Tooltip title={t('onsite.realName')}>
                      <Tag>{t('onsite.realNameTag')}</Tag>
                    </Tooltip>
                  ) : (
                    <Switch
                      data-testid="onsite-switch"
                      checked={settingsOf(s).onSiteSale}
                      onChange={(on) => edit(s, { onSiteSale: on })}
                      aria-label={t('onsite.switch')}
                    />
                  )
              },
              {
                title: t('onsite.opens'),
                key: 'opens',
                render: (_, s) => (
                  <Space>
                    <InputNumber
                      data-testid="onsite-minutes"
                      min={0}
                      max={ONSITE_OPENS_MAX_MINUTES}
                      precision={0}
                      value={settingsOf(s).opensMinutes}
                      disabled={s.realName}
                      onChange={(v) => edit(s, { opensMinutes: Number(v ?? 0) })}
                      addonAfter={t('onsite.minutes')}
                      style={{ width: 160 }}
                    />
                  </Space>
                )
              },
              {
                title: '',
                key: 'save',
                render: (_, s) => (
                  <Button
                    type="primary"
                    size="small"
                    data-testid="onsite-save"
                    disabled={!edits[s.showId]}
                    loading={save.isPending && save.variables?.showId === s.showId}
                    onClick={() => save.mutate({ showId: s.showId, body: settingsOf(s) })}
                  >
                    {t('onsite.save')}
                  </Button>
                )
              }
            ]}
          />
        </div>
      )}
    </>
  )
}
