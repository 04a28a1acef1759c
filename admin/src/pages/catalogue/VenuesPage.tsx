/** Venues and their halls (owner, operator): the list, add or edit a venue, add or edit a hall. */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { LayoutOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminHall, AdminVenue, HallInput, VenueInput } from '../../../../types/api/catalogue-admin'
import { addHall, catalogueOptions, saveHall, saveVenue, venues, VENUES_KEY } from '../../api/catalogue-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { TextsFields, useTextIn } from '../../components/TextsFields'
import { SITE_CODE_PATTERN } from '../../../../types/rules/site-code'

export const OPTIONS_KEY = ['catalogue', 'options'] as const

type HallEdit = { venueId: string; hall?: AdminHall }

export default function VenuesPage() {
  const { t } = useI18n()
  const textIn = useTextIn()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: VENUES_KEY, queryFn: venues })
  const options = useQuery({ queryKey: OPTIONS_KEY, queryFn: catalogueOptions, staleTime: Infinity })
  const [venueEdit, setVenueEdit] = useState<AdminVenue | 'new'>()
  const [hallEdit, setHallEdit] = useState<HallEdit>()
  const [venueForm] = Form.useForm<VenueInput>()
  const [hallForm] = Form.useForm<HallInput>()
  const done = () => {
    void message.success(t('common.saved'))
    void queryClient.invalidateQueries({ queryKey: VENUES_KEY })
  }
  const venueSave = useMutation({
    mutationFn: (v: VenueInput) => saveVenue(venueEdit === 'new' || !venueEdit ? null : venueEdit.id, v),
    onSuccess: () => {
      setVenueEdit(undefined)
      done()
    }
  })
  const hallSave = useMutation({
    mutationFn: (h: HallInput) => (hallEdit?.hall ? saveHall(hallEdit.hall.id, h) : addHall(hallEdit?.venueId ?? '', h)),
    onSuccess: () => {
      setHallEdit(undefined)
      done()
    }
  })

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const openVenue = (v: AdminVenue | 'new') => setVenueEdit(v)
  const openHall = (edit: HallEdit) => setHallEdit(edit)
  // Each opening mounts a fresh form (destroyOnHidden) with these values.
  const venueValues: Partial<VenueInput> =
    venueEdit && venueEdit !== 'new'
      ? {
          cityId: venueEdit.cityId,
          name: venueEdit.name,
          address: venueEdit.address,
          lat: venueEdit.lat,
          lng: venueEdit.lng,
          siteCode: venueEdit.siteCode
        }
      : {}
  const hallValues: Partial<HallInput> = hallEdit?.hall ? { name: hallEdit.hall.name, capacity: hallEdit.hall.capacity } : {}
  const addButton = (
    <Button type="primary" onClick={() => openVenue('new')} data-testid="venue-add">
      {t('catalogue.venue.add')}
    </Button>
  )
  const cityName = (id: string) => textIn(options.data?.cities.find((c) => c.id === id)?.name) || id

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('catalogue.venues.title')}
        </Typography.Title>
        {addButton}
      </Space>
      {list.data.length === 0 ? (
        <PageEmpty description={t('catalogue.venues.empty')} action={addButton} />
      ) : (
        <Table<AdminVenue>
          rowKey="id"
          dataSource={list.data}
          pagination={{ pageSize: 20 }}
          scroll={{ x: true }}
          columns={[
            { title: t('catalogue.venue.name'), key: 'name', render: (_, v) => textIn(v.name) },
            { title: t('catalogue.venue.city'), key: 'city', render: (_, v) => cityName(v.cityId) },
            { title: t('catalogue.venue.address'), key: 'address', render: (_, v) => textIn(v.address) },
            { title: t('catalogue.venue.siteCode'), key: 'siteCode', render: (_, v) => v.siteCode ?? '' },
            {
              title: t('catalogue.venue.halls'),
              key: 'halls',
              render: (_, v) => (
                <Space wrap>
                  {v.halls.map((h) => (
                    <Space.Compact key={h.id}>
                      <Tag style={{ cursor: 'pointer', marginInlineEnd: 0 }} onClick={() => openHall({ venueId: v.id, hall: h })}>
                        {textIn(h.name)} · {h.capacity}
                      </Tag>
                      <Link
                        to={`/seats/${encodeURIComponent(v.id)}/${encodeURIComponent(h.id)}`}
                        aria-label={t('catalogue.hall.designer')}
                        title={t('catalogue.hall.designer')}
                        data-testid={`hall-designer-${h.id}`}
                      >
                        <Button size="small" type="text" icon={<LayoutOutlined />} />
                      </Link>
                    </Space.Compact>
                  ))}
                  <Button size="small" onClick={() => openHall({ venueId: v.id })}>
                    {t('catalogue.hall.add')}
                  </Button>
                </Space>
              )
            },
            {
              title: '',
              key: 'edit',
              render: (_, v) => (
                <Button size="small" onClick={() => openVenue(v)}>
                  {t('catalogue.edit')}
                </Button>
              )
            }
          ]}
        />
      )}
      <Modal
        open={venueEdit !== undefined}
        title={venueEdit === 'new' ? t('catalogue.venue.add') : t('catalogue.venue.edit')}
        onCancel={() => setVenueEdit(undefined)}
        onOk={() => venueForm.submit()}
        confirmLoading={venueSave.isPending}
        destroyOnHidden
      >
        <Form<VenueInput>
          form={venueForm}
          layout="vertical"
          initialValues={venueValues}
          preserve={false}
          onFinish={(v) =>
            venueSave.mutate({ ...v, lat: v.lat ?? undefined, lng: v.lng ?? undefined, siteCode: v.siteCode?.trim() || null })
          }
        >
          <Form.Item name="cityId" label={t('catalogue.venue.city')} rules={[{ required: true, message: t('login.required') }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={options.data?.cities.map((c) => ({ value: c.id, label: textIn(c.name) }))}
            />
          </Form.Item>
          <TextsFields name="name" label={t('catalogue.venue.name')} max={80} />
          <TextsFields name="address" label={t('catalogue.venue.address')} max={200} />
          <Space>
            <Form.Item name="lat" label={t('catalogue.venue.lat')}>
              <InputNumber min={-90} max={90} step={0.0001} />
            </Form.Item>
            <Form.Item name="lng" label={t('catalogue.venue.lng')}>
              <InputNumber min={-180} max={180} step={0.0001} />
            </Form.Item>
          </Space>
          <Typography.Text type="secondary">{t('catalogue.venue.coordsHint')}</Typography.Text>
          <Form.Item
            name="siteCode"
            label={t('catalogue.venue.siteCode')}
            extra={t('catalogue.venue.siteCodeHint')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[{ pattern: new RegExp(SITE_CODE_PATTERN), message: t('catalogue.venue.siteCodeHint') }]}
            style={{ marginTop: 16 }}
          >
            <Input maxLength={20} data-testid="venue-site-code" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={hallEdit !== undefined}
        title={hallEdit?.hall ? t('catalogue.hall.edit') : t('catalogue.hall.add')}
        onCancel={() => setHallEdit(undefined)}
        onOk={() => hallForm.submit()}
        confirmLoading={hallSave.isPending}
        destroyOnHidden
      >
        <Form<HallInput> form={hallForm} layout="vertical" initialValues={hallValues} preserve={false} onFinish={(h) => hallSave.mutate(h)}>
          <TextsFields name="name" label={t('catalogue.hall.name')} max={80} />
          <Form.Item name="capacity" label={t('catalogue.hall.capacity')} rules={[{ required: true, message: t('login.required') }]}>
            <InputNumber min={0} max={200000} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
