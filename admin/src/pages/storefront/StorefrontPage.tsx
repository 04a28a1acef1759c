/**
 * The storefront editor (issue #16 item 1): the draft's form beside a live phone preview; save the draft
 * (refused fields shown at the field), publish it, or roll back to an earlier version.
 */
import { useEffect, useState } from 'react'
import { App, Col, Form, Row, Typography, type FormInstance } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StorefrontConfig } from '../../../../types/api/storefront-admin'
import { publishStorefront, rollbackStorefront, saveStorefrontDraft, storefrontDraft, storefrontVersions } from '../../api/admin-calls'
import { AdminError } from '../../api/admin-error'
import { useI18n } from '../../i18n/i18n'
import { PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { StorefrontForm } from './StorefrontForm'
import { PhonePreview } from '../../components/versioned/PhonePreview'
import { PublishBar } from '../../components/versioned/PublishBar'
import type { VersionSource } from '../../components/versioned/VersionsDrawer'
import { usePreviewReload } from '../../components/versioned/use-preview-reload'
import { fieldPathInMessage, fieldPathToName } from './field-path'
import { toFormValues, toSavedConfig } from './draft-values'
import { ME_KEY } from '../../session/use-me'

const VERSIONS: VersionSource = {
  key: ['storefront-versions'],
  list: storefrontVersions,
  rollback: rollbackStorefront,
  // GET me carries the published time zone, in which the console enters and shows times.
  affects: [['storefront-draft'], ['brand-colour'], ME_KEY]
}

export default function StorefrontPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<StorefrontConfig>()
  const [dirty, setDirty] = useState(false)
  const [refused, setRefused] = useState<string>()
  const { previewKey, reloadNow, reloadSoon } = usePreviewReload()
  const draft = useQuery({ queryKey: ['storefront-draft'], queryFn: storefrontDraft })

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
      reloadSoon()
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
      <PublishBar
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('sf.title')}
          </Typography.Title>
        }
        source={VERSIONS}
        publish={publishStorefront}
        publishConfirm={t('sf.publishConfirm')}
        onSave={() => void submit()}
        saving={save.isPending}
        dirty={dirty}
        refused={refused}
        onRolledBack={reloadSoon}
      />
      <Row gutter={16} wrap>
        <Col flex="1 1 520px" style={{ minWidth: 0 }}>
          <StorefrontForm form={form} initial={toFormValues(draft.data.config)} onChange={() => setDirty(true)} />
        </Col>
        <Col flex="0 0 408px">
          <div style={{ position: 'sticky', top: 16 }}>
            <PhonePreview reloadKey={previewKey} onReload={reloadNow} />
          </div>
        </Col>
      </Row>
    </>
  )
}
