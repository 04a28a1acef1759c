/** Staff (owners only): the list, add a member with a role (the temporary password is shown once), change role, disable. */
import { useState } from 'react'
import { Alert, App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  consoleSignInPath,
  STAFF_ROLES,
  type CreateStaffReply,
  type CreateStaffRequest,
  type StaffMember,
  type StaffRole
} from '../../../types/api/staff'
import { createStaff, staffList, updateStaff } from '../api/admin-calls'
import { AdminError } from '../api/admin-error'
import { useI18n } from '../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../components/PageState'
import { ForbiddenPage } from '../components/ForbiddenPage'
import { useTimeText } from '../time/use-merchant-time'
import { useMe } from '../session/use-me'

const STAFF_KEY = ['staff'] as const

export default function StaffPage() {
  const when = useTimeText()
  const { t } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: STAFF_KEY, queryFn: staffList })
  const merchantId = useMe().data?.merchant.id
  const [adding, setAdding] = useState(false)
  const [created, setCreated] = useState<CreateStaffReply>()
  const [form] = Form.useForm<CreateStaffRequest>()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY })
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: (reply) => {
      setAdding(false)
      form.resetFields()
      setCreated(reply)
      refresh()
    }
  })
  const update = useMutation({
    mutationFn: (v: { id: string; role?: StaffRole; disabled?: boolean }) => updateStaff(v.id, { role: v.role, disabled: v.disabled }),
    onSuccess: () => {
      void message.success(t('common.saved'))
      refresh()
    }
  })
  const roleOptions = STAFF_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))

  if (list.isPending) return <PageLoading />
  if (list.isError) {
    if (list.error instanceof AdminError && list.error.forbidden) return <ForbiddenPage />
    return <PageError error={list.error} onRetry={() => void list.refetch()} />
  }
  const addButton = (
    <Button type="primary" onClick={() => setAdding(true)} data-testid="staff-add">
      {t('staff.add')}
    </Button>
  )

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('staff.title')}
        </Typography.Title>
        {addButton}
      </Space>
      {created && (
        <Alert
          type="success"
          closable
          onClose={() => setCreated(undefined)}
          message={`${created.staff.email} · ${t('staff.password')}: ${created.temporaryPassword}`}
          // The new member signs in through the merchant's own link: the same email may be staff elsewhere.
          description={merchantId && `${t('staff.signInLink')}: ${window.location.origin}${consoleSignInPath(merchantId)}`}
          data-testid="staff-created"
        />
      )}
      {list.data.length === 0 ? (
        <PageEmpty description={t('staff.empty')} action={addButton} />
      ) : (
        <Table<StaffMember>
          rowKey="id"
          dataSource={list.data}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('staff.name'), dataIndex: 'name' },
            { title: t('staff.email'), dataIndex: 'email' },
            {
              title: t('staff.role'),
              dataIndex: 'role',
              render: (role: StaffRole, m) => (
                <Select<StaffRole>
                  value={role}
                  options={roleOptions}
                  style={{ width: 130 }}
                  onChange={(next) => update.mutate({ id: m.id, role: next })}
                />
              )
            },
            {
              title: t('staff.status'),
              dataIndex: 'disabled',
              render: (disabled: boolean) => (
                <Tag color={disabled ? 'default' : 'green'}>{disabled ? t('staff.disabled') : t('staff.active')}</Tag>
              )
            },
            { title: t('staff.lastLogin'), dataIndex: 'lastLoginAt', render: (at?: string) => when(at) },
            {
              title: '',
              key: 'actions',
              render: (_, m) => (
                <Button size="small" danger={!m.disabled} onClick={() => update.mutate({ id: m.id, disabled: !m.disabled })}>
                  {m.disabled ? t('staff.enable') : t('staff.disable')}
                </Button>
              )
            }
          ]}
        />
      )}
      <Modal
        open={adding}
        title={t('staff.add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form<CreateStaffRequest> form={form} layout="vertical" initialValues={{ role: 'operator' }} onFinish={(v) => create.mutate(v)}>
          <Form.Item name="email" label={t('staff.email')} rules={[{ required: true, type: 'email' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="name" label={t('staff.name')}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
