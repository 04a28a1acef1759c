/** Shows (owner, operator): search by name, filter by listing state and city; open the editor or start a new show. */
import { useState } from 'react'
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { SHOW_LISTINGS, type AdminShowSummary, type AdminShowsQuery, type ShowListing } from '../../../../types/api/catalogue-admin'
import { catalogueOptions, shows } from '../../api/catalogue-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { useTextIn } from '../../components/TextsFields'
import { OPTIONS_KEY } from './VenuesPage'
import { LISTING_COLOUR } from './listing-colour'
import { useTimeText } from '../../time/use-merchant-time'

export default function ShowsPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const textIn = useTextIn()
  const navigate = useNavigate()
  const [query, setQuery] = useState<AdminShowsQuery>({})
  const list = useQuery({ queryKey: ['catalogue', 'shows', query], queryFn: () => shows(query) })
  const options = useQuery({ queryKey: OPTIONS_KEY, queryFn: catalogueOptions, staleTime: Infinity })
  const addButton = (
    <Button type="primary" onClick={() => navigate('/catalogue/shows/new')} data-testid="show-add">
      {t('catalogue.show.add')}
    </Button>
  )

  let body
  if (list.isPending) body = <PageLoading />
  else if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    body = <PageError error={list.error} onRetry={() => void list.refetch()} />
  } else if (list.data.length === 0) body = <PageEmpty description={t('catalogue.shows.empty')} action={addButton} />
  else
    body = (
      <Table<AdminShowSummary>
        rowKey="id"
        dataSource={list.data}
        pagination={{ pageSize: 20 }}
        scroll={{ x: true }}
        onRow={(s) => ({ onClick: () => navigate(`/catalogue/shows/${s.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('catalogue.show.name'), key: 'name', render: (_, s) => textIn(s.name) },
          {
            title: t('catalogue.show.listing'),
            dataIndex: 'listing',
            render: (l: ShowListing) => <Tag color={LISTING_COLOUR[l]}>{t(`catalogue.listing.${l}`)}</Tag>
          },
          {
            title: t('catalogue.venue.city'),
            key: 'city',
            render: (_, s) => textIn(options.data?.cities.find((c) => c.id === s.cityId)?.name) || s.cityId
          },
          { title: t('catalogue.show.venue'), key: 'venue', render: (_, s) => textIn(s.venueName) },
          { title: t('catalogue.show.firstSession'), dataIndex: 'firstStart', render: (at: string | null) => when(at, 'dateMinute') },
          { title: t('catalogue.show.sessions'), dataIndex: 'sessionCount' }
        ]}
      />
    )

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('catalogue.shows.title')}
        </Typography.Title>
        {addButton}
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('catalogue.shows.search')}
          onSearch={(q) => setQuery((old) => ({ ...old, q: q.trim() || undefined }))}
          style={{ width: 260 }}
          data-testid="show-search"
        />
        <Select<ShowListing>
          allowClear
          placeholder={t('catalogue.show.listing')}
          style={{ width: 160 }}
          options={SHOW_LISTINGS.map((l) => ({ value: l, label: t(`catalogue.listing.${l}`) }))}
          onChange={(listing) => setQuery((old) => ({ ...old, listing }))}
        />
        <Select<string>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('catalogue.venue.city')}
          style={{ width: 160 }}
          options={options.data?.cities.map((c) => ({ value: c.id, label: textIn(c.name) }))}
          onChange={(cityId) => setQuery((old) => ({ ...old, cityId }))}
        />
      </Space>
      {body}
    </Space>
  )
}
