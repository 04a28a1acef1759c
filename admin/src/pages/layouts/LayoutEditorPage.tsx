/**
 * One page's layout (issue #16 item 2): its components as a reorderable list with a palette to add more,
 * the selected component's form, the live phone preview of the saved draft (a topic page's own page, the
 * shop tab);
 * save, publish with confirm, versions with rollback (components/versioned/PublishBar).
 */
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Alert, App, Button, Card, Col, Dropdown, Row, Space, Tag, Typography } from 'antd'
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LayoutContent } from '../../../../types/api/storefront-admin'
import { layoutDraft, layoutVersions, publishLayout, rollbackLayout, saveLayoutDraft } from '../../api/layout-calls'
import { AdminError } from '../../api/admin-error'
import type { MessageKey } from '../../i18n/en-US'
import { useI18n } from '../../i18n/i18n'
import { PageEmpty, PageError, PageLoading } from '../../components/PageState'
import { ForbiddenPage } from '../../components/ForbiddenPage'
import { PhonePreview } from '../../components/versioned/PhonePreview'
import { PublishBar } from '../../components/versioned/PublishBar'
import type { VersionSource } from '../../components/versioned/VersionsDrawer'
import { usePreviewReload } from '../../components/versioned/use-preview-reload'
import { TextsInput } from './TextsInput'
import { ComponentList } from './ComponentList'
import { ComponentForm } from './ComponentForm'
import { addComponent, canAdd, kindOf, move, newComponent, paletteFor, previewPathOf, type PaletteKind } from './layout-components'

export default function LayoutEditorPage() {
  const { id = '' } = useParams()
  const { t, locale } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const draftKey = ['layout-draft', id]
  const draft = useQuery({ queryKey: draftKey, queryFn: () => layoutDraft(id) })
  const [content, setContent] = useState<LayoutContent>()
  const [selected, setSelected] = useState<string>()
  const [dirty, setDirty] = useState(false)
  const [refused, setRefused] = useState<string>()
  const { previewKey, reloadNow, reloadSoon } = usePreviewReload()
  // A new draft from the gateway (saved, published, rolled back): the editor shows it as it now is.
  useEffect(() => {
    if (draft.data) {
      setContent(draft.data.content)
      setDirty(false)
    }
  }, [draft.dataUpdatedAt]) // eslint-disable-line react-hooks/exhaustive-deps

  const change = (next: LayoutContent) => {
    setContent(next)
    setDirty(true)
  }
  const save = useMutation({
    mutationFn: (c: LayoutContent) => saveLayoutDraft(id, { content: c }),
    meta: { ownErrors: true },
    onSuccess: (reply) => {
      queryClient.setQueryData(draftKey, reply)
      void queryClient.invalidateQueries({ queryKey: ['layout-pages'] })
      setRefused(undefined)
      void message.success(t('common.saved'))
      reloadSoon()
    },
    onError: (e) => setRefused(e instanceof AdminError ? e.message : String(e))
  })
  const versions: VersionSource = {
    key: ['layout-versions', id],
    list: () => layoutVersions(id),
    rollback: (version) => rollbackLayout(id, version),
    // A publish or a rollback changes the draft and the pages' states.
    affects: [draftKey, ['layout-pages']]
  }

  if (draft.isPending || (draft.data && !content)) return <PageLoading rows={12} />
  if (draft.isError) {
    if (draft.error instanceof AdminError && draft.error.forbidden) return <ForbiddenPage />
    return <PageError error={draft.error} onRetry={() => void draft.refetch()} />
  }
  if (!content) return <PageLoading rows={12} />

  const components = content.components
  const current = components.find((c) => c.componentId === selected)
  const setComponents = (next: LayoutContent['components']) => change({ ...content, components: next })
  const onMove = (from: number, to: number) => {
    const next = move(components, from, to)
    const feedAt = next.findIndex((c) => c.componentType === 'WATERFALL')
    if (feedAt >= 0 && feedAt !== next.length - 1) return void message.warning(t('lay.feedLast'))
    setComponents(next)
  }
  const palette = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: paletteFor(draft.data.page).map((kind) => ({
          key: kind,
          label: t(`lay.kind.${kind}` as MessageKey),
          disabled: !canAdd(kind, components)
        })),
        onClick: ({ key }) => {
          const c = newComponent(
            key as PaletteKind,
            components.map((x) => x.componentId)
          )
          setComponents(addComponent(components, c))
          setSelected(c.componentId)
        }
      }}
    >
      <Button icon={<PlusOutlined />} data-testid="add-component">
        {t('lay.addComponent')}
      </Button>
    </Dropdown>
  )

  return (
    <>
      <PublishBar
        title={
          <Space>
            <Link to="/layouts">
              <Button icon={<ArrowLeftOutlined />} aria-label={t('lay.back')} />
            </Link>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {draft.data.content.name[locale] || id}
            </Typography.Title>
            <Tag>{t(`lay.page.${draft.data.page}`)}</Tag>
          </Space>
        }
        source={versions}
        publish={() => publishLayout(id)}
        publishConfirm={t('lay.publishConfirm')}
        onSave={() => save.mutate(content)}
        saving={save.isPending}
        dirty={dirty}
        refused={refused}
        onRolledBack={reloadSoon}
      />
      <Row gutter={16} wrap>
        <Col flex="1 1 520px" style={{ minWidth: 0 }}>
          <Card size="small" title={t('lay.pageName')} style={{ marginBottom: 16 }}>
            <TextsInput value={content.name} onChange={(name) => change({ ...content, name })} testId="page-name" />
          </Card>
          <Card size="small" title={t('lay.components')} extra={palette} style={{ marginBottom: 16 }}>
            {components.length === 0 ? (
              <PageEmpty description={t('lay.noComponents')} action={palette} />
            ) : (
              <ComponentList
                components={components}
                selected={selected}
                onSelect={setSelected}
                onMove={onMove}
                onRemove={(i) => {
                  if (components[i].componentId === selected) setSelected(undefined)
                  setComponents(components.filter((_, j) => j !== i))
                }}
              />
            )}
          </Card>
          {current && (
            <Card size="small" title={t(`lay.kind.${kindOf(current)}` as MessageKey)}>
              <ComponentForm
                value={current}
                onChange={(c) => setComponents(components.map((x) => (x.componentId === c.componentId ? c : x)))}
              />
            </Card>
          )}
        </Col>
        <Col flex="0 0 408px">
          <div style={{ position: 'sticky', top: 16 }}>
            {draft.data.page !== 'HOME' && (
              <Alert
                type="info"
                showIcon
                message={t(draft.data.page === 'SHOP' ? 'lay.previewShop' : 'lay.previewTopic')}
                style={{ marginBottom: 8 }}
              />
            )}
            <PhonePreview reloadKey={previewKey} onReload={reloadNow} path={previewPathOf(draft.data.page, id)} />
          </div>
        </Col>
      </Row>
    </>
  )
}
