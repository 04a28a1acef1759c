/**
 * Votes (owner, operator; the marketing group): the merchant's votes with their state, deadline and
 * ballots, made and changed in a drawer, closed before the deadline, and each one's results (count and
 * per cent per option) in another drawer.
 */
import { useState } from 'react'
import { Button, Drawer, Popconfirm, Progress, Space, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminVote } from '../../../../types/api/vote'
import { closeVote, votes } from '../../api/vote-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { useTimeText } from '../../time/use-merchant-time'
import { drawerWidth } from '../../components/drawer-width'
import { VoteForm } from './VoteForm'

function VoteResults({ vote, onClose }: { vote: AdminVote | null; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <Drawer open={!!vote} width={drawerWidth(480)} title={vote?.title} onClose={onClose}>
      {vote && (
        <div data-testid="vote-results">
          <Typography.Paragraph>{t('votes.totalValue', { n: vote.totalCount })}</Typography.Paragraph>
          {vote.options.map((o) => (
            <div key={o.optionId} style={{ marginBottom: 12 }} data-testid="vote-result-row">
              <Typography.Text>{o.text}</Typography.Text>
              <Progress percent={o.percent} format={() => t('votes.resultValue', { n: o.count, percent: o.percent })} />
            </div>
          ))}
        </div>
      )}
    </Drawer>
  )
}

export default function VotesPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ vote: AdminVote | null } | null>(null)
  const [resultsOf, setResultsOf] = useState<AdminVote | null>(null)
  const list = useQuery({ queryKey: ['votes'], queryFn: votes })
  const close = useMutation({
    mutationFn: (id: string) => closeVote(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['votes'] })
  })

  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing({ vote: null })} data-testid="vote-new">
      {t('votes.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('votes.title')} rows={list.data} newButton={newButton} />
      <ListTable<AdminVote>
        rows={list.data}
        fetching={list.isFetching}
        rowKey="voteId"
        empty={t('votes.empty')}
        newButton={newButton}
        testId="votes-table"
        columns={[
          { title: t('votes.field.title'), dataIndex: 'title' },
          { title: t('votes.field.deadline'), key: 'deadline', render: (_, v) => when(v.deadline) },
          {
            title: t('votes.state'),
            key: 'state',
            render: (_, v) => (v.state === 'OPEN' ? <Tag color="green">{t('votes.state.OPEN')}</Tag> : <Tag>{t('votes.state.CLOSED')}</Tag>)
          },
          { title: t('votes.total'), key: 'total', render: (_, v) => <span data-testid="vote-total">{v.totalCount}</span> },
          {
            title: t('votes.field.link'),
            key: 'link',
            render: (_, v) => (v.topicId ? t('votes.link.TOPIC') : v.showId ? t('votes.link.SHOW') : t('votes.link.NONE'))
          },
          {
            title: '',
            key: 'actions',
            render: (_, v) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ vote: v })}>
                  {t('votes.edit')}
                </Button>
                <Button size="small" onClick={() => setResultsOf(v)} data-testid="vote-results-open">
                  {t('votes.results')}
                </Button>
                {v.state === 'OPEN' && (
                  <Popconfirm title={t('votes.closeConfirm')} onConfirm={() => close.mutate(v.voteId)}>
                    <Button size="small" danger data-testid="vote-close">
                      {t('votes.close')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            )
          }
        ]}
      />
      <VoteForm key={editing?.vote?.voteId ?? 'new'} vote={editing?.vote ?? null} open={!!editing} onClose={() => setEditing(null)} />
      <VoteResults vote={resultsOf} onClose={() => setResultsOf(null)} />
    </>
  )
}
