/**
 * The storefront editor (issue #16 item 1): the draft's form beside a live phone preview; save the draft
 * (refused fields shown at the field), publish it, or roll back to an earlier version.
 */
import { useEffect, useRef, useState } from 'react'
import { Alert, App, Button, Col, Form, Row, Space, Typography, type FormInstance } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StorefrontConfig } from '../../../../types/api/admin'
import { publishStorefront, saveStorefrontDraft, storefrontDraft } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../ForbiddenPage'
import { StorefrontForm } from './StorefrontForm'
import { PhonePreview } from './PhonePreview'
import { VersionsDrawer } from './VersionsDrawer'
import { fieldPathInMessage, fieldPathToName } from './field-path'
import { toFormValues, toSavedConfig } from './draft-values'

const PREVIEW_DEBOUNCE_MS = 600

export default function StorefrontPage() {
  const { t } = useI18n()
  const { message, modal } = App.useApp()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<StorefrontConfig>()
  const [dirty, setDirty] = useState(false)
  const [refused, setRefused] = useState<string>()
  const [versionsOpen, setVersionsOpen] = useState(false)
  const [previewKey, setPreviewKey] = useState(0)
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const draft = useQuery({ queryKey: ['storefront-draft'], queryFn: storefrontDraft })

  const reloadPreview = () => {
    clearTimeout(reloadTimer.current)
    reloadTimer.current = setTimeout(() => setPreviewKey((k) => k + 1), PREVIEW_DEBOUNCE_MS)
  }
  useEffect(() => () => clearTimeout(reloadTimer.current), [])
  // A new draft from the gateway (saved, published, rolled back): the form shows it as it now is.
  // The form's initial values follow each render, so resetting re-reads them.
  useEffect(() => {
    if (draft.data) {
      form.resetFields()
      setDirty(false)
    }
  }, [draft.dataUpdatedAt]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = useMutation({
    mutationFn: (config: StorefrontConfig) => saveStorefrontDraft({ config }),
    onSuccess: (reply) => {
      queryClient.setQueryData(['storefront-draft'], reply)
      setDirty(false)
      setRefused(undefined)
      void message.success(t('common.saved'))
      reloadPreview()
    },
    onError: (e) => {
      if (!(e instanceof AdminError) || e.errorCode !== 'STOREFRONT_INVALID') return
      const name = fieldPathToName(e.field || fieldPathInMessage(e.message))
      setRefused(e.field && !e.message.includes(e.field) ? `${e.message} (${e.field})` : e.message)
      if (name) {
        // The refused path comes from the gateway, not from the typed form's own names.
        const untyped = form as FormInstance
        untyped.setFields([{ name, errors: [e.message] }])
        untyped.scrollToField(name)
      }
    }
  })
  const publish = useMutation({
    mutationFn: publishStorefront,
    onSuccess: (v) => {
      void message.success(t('sf.published', { version: v.version }))
      void queryClient.invalidateQueries({ queryKey: ['storefront-draft'] })
      void queryClient.invalidateQueries({ queryKey: ['storefront-versions'] })
      void queryClient.invalidateQueries({ queryKey: ['brand-colour'] })
    }
  })

  if (draft.isPending) return <PageLoading rows={12} />
  if (draft.isError) {
    if (draft.error instanceof AdminError && draft.error.forbidden) return <ForbiddenPage />
    return <PageError error={draft.error} onRetry={() => void draft.refetch()} />
  }

  const submit = async () => {
    try {
      await form.validateFields()
    } catch {
      return
    }
    save.mutate(toSavedConfig(form.getFieldsValue(true) as StorefrontConfig))
  }

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('sf.title')}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => setVersionsOpen(true)} data-testid="versions">
            {t('sf.versions')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-draft">
            {t('sf.saveDraft')}
          </Button>
          <Button
            type="primary"
            disabled={dirty}
            loading={publish.isPending}
            data-testid="publish"
            onClick={() => modal.confirm({ title: t('sf.publish'), content: t('sf.publishConfirm'), onOk: () => publish.mutateAsync() })}
          >
            {t('sf.publish')}
          </Button>
        </Space>
      </Space>
      {dirty && <Alert type="info" showIcon message={t('sf.unsaved')} style={{ marginBottom: 12 }} />}
      {refused && <Alert type="error" showIcon message={refused} style={{ marginBottom: 12 }} data-testid="draft-refused" />}
      <Row gutter={16} wrap>
        <Col flex="1 1 520px" style={{ minWidth: 0 }}>
          <StorefrontForm form={form} initial={toFormValues(draft.data.config)} onChange={() => setDirty(true)} />
        </Col>
        <Col flex="0 0 408px">
          <div style={{ position: 'sticky', top: 16 }}>
            <PhonePreview reloadKey={previewKey} onReload={() => setPreviewKey((k) => k + 1)} />
          </div>
        </Col>
      </Row>
      <VersionsDrawer open={versionsOpen} onClose={() => setVersionsOpen(false)} onRolledBack={reloadPreview} />
    </>
  )
}
