/**
 * Other apps' pages (the buyer's POST terminal/jump): per app key and page key, where the page opens for a
 * buyer in WeChat and Alipay (a mini-program's appId and page path) and on the web (an https address). A
 * banner of type WX_MINI or ALIPAY_MINI naming the app key as its appId and the page key as its jump value
 * opens the page configured for the buyer's terminal. The gateway checks every field again.
 */
import { useState } from 'react'
import { Button, Drawer, Form, Input, Popconfirm, Select, Space } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { JUMP_KEY_MAX, JUMP_PATH_MAX, TERMINALS, type Terminal, type TerminalJumpConfig } from '../../../../types/api/promotion-code'
import { deleteTerminalJump, putTerminalJump, terminalJumps } from '../../api/promotion-code-calls'
import { useI18n } from '../../i18n/i18n'
import { QueryState } from '../../components/QueryState'
import { ListTable, ListTitle } from '../../components/ListPage'
import { drawerWidth } from '../../components/drawer-width'

const KEY = /^[A-Za-z0-9_-]+$/

type Row = TerminalJumpConfig & { rowId: string }
const strip = ({ rowId: _rowId, ...j }: Row): TerminalJumpConfig => j

interface Values {
  target: string
  pageName: string
  terminal: Terminal
  appId?: string
  path?: string
  url?: string
}

function JumpForm({ editing, onClose }: { editing: TerminalJumpConfig | 'new' | null; onClose: () => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const [form] = Form.useForm<Values>()
  const row = editing && editing !== 'new' ? editing : null
  const terminal = Form.useWatch('terminal', form) ?? row?.terminal ?? 'WECHAT'
  const save = useMutation({
    mutationFn: (v: Values) =>
      putTerminalJump({
        target: v.target.trim(),
        pageName: v.pageName.trim(),
        terminal: v.terminal,
        appId: v.terminal === 'H5' ? null : v.appId?.trim() || null,
        path: v.terminal === 'H5' ? null : v.path?.trim() || null,
        url: v.terminal === 'H5' ? v.url?.trim() || null : null
      }),
    onSuccess: async (rows) => {
      client.setQueryData(['terminal-jumps'], rows)
      onClose()
    }
  })
  const key = [
    { required: true, message: t('codes.required') },
    { pattern: KEY, message: t('jumps.field.keyHint') }
  ]
  return (
    <Drawer open={!!editing} width={drawerWidth(480)} title={t(row ? 'jumps.edit' : 'jumps.new')} onClose={onClose} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="jump-form"
        initialValues={row ? { ...row, appId: row.appId ?? '', path: row.path ?? '', url: row.url ?? '' } : { terminal: 'WECHAT' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="target" label={t('jumps.field.target')} extra={t('jumps.field.keyHint')} rules={key}>
          <Input maxLength={JUMP_KEY_MAX} disabled={!!row} />
        </Form.Item>
        <Form.Item name="pageName" label={t('jumps.field.pageName')} rules={key}>
          <Input maxLength={JUMP_KEY_MAX} disabled={!!row} />
        </Form.Item>
        <Form.Item name="terminal" label={t('jumps.field.terminal')}>
          <Select disabled={!!row} options={TERMINALS.map((v) => ({ value: v, label: t(`jumps.terminal.${v}`) }))} />
        </Form.Item>
        {terminal === 'H5' ? (
          <Form.Item
            name="url"
            label={t('jumps.field.url')}
            rules={[
              { required: true, message: t('codes.required') },
              { pattern: /^https:\/\/\S+$/, message: t('jumps.field.url') }
            ]}
          >
            <Input maxLength={JUMP_PATH_MAX} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="appId" label={t('jumps.field.appId')} rules={[{ required: true, message: t('codes.required') }]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="path" label={t('jumps.field.path')}>
              <Input maxLength={JUMP_PATH_MAX} />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t(row ? 'jumps.edit' : 'jumps.new')}
        </Button>
      </Form>
    </Drawer>
  )
}

export function TerminalJumpsTab() {
  const { t } = useI18n()
  const client = useQueryClient()
  const [editing, setEditing] = useState<TerminalJumpConfig | 'new' | null>(null)
  const list = useQuery({ queryKey: ['terminal-jumps'], queryFn: terminalJumps })
  const remove = useMutation({
    mutationFn: (j: TerminalJumpConfig) => deleteTerminalJump(j.target, j.pageName, j.terminal),
    onSuccess: (rows) => client.setQueryData(['terminal-jumps'], rows)
  })
  if (!list.isSuccess) return <QueryState query={list} />
  const newButton = (
    <Button type="primary" onClick={() => setEditing('new')}>
      {t('jumps.new')}
    </Button>
  )
  return (
    <>
      <ListTitle title={t('codes.tab.jumps')} rows={list.data} newButton={newButton} />
      <ListTable<Row>
        rows={list.data.map((j) => ({ ...j, rowId: `${j.target}/${j.pageName}/${j.terminal}` }))}
        fetching={list.isFetching}
        rowKey="rowId"
        empty={t('jumps.empty')}
        newButton={newButton}
        testId="jumps-table"
        columns={[
          { title: t('jumps.field.target'), dataIndex: 'target' },
          { title: t('jumps.field.pageName'), dataIndex: 'pageName' },
          { title: t('jumps.field.terminal'), key: 'terminal', render: (_, j) => t(`jumps.terminal.${j.terminal}`) },
          { title: t('jumps.opens'), key: 'opens', render: (_, j) => j.url ?? `${j.appId}${j.path ? ` · ${j.path}` : ''}` },
          {
            title: '',
            key: 'actions',
            render: (_, j) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(strip(j))}>
                  {t('jumps.edit')}
                </Button>
                <Popconfirm title={t('jumps.removeConfirm')} onConfirm={() => remove.mutate(strip(j))}>
                  <Button size="small" danger>
                    {t('jumps.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            )
          }
        ]}
      />
      <JumpForm
        key={editing === 'new' ? 'new' : editing ? `${editing.target}/${editing.pageName}/${editing.terminal}` : 'none'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
