/**
 * The tab bar editor: 3 to 5 tabs, each with a name per language, SVG icons, and a tab page or a jump;
 * reordered by dragging a card (HTML5 drag and drop) or with the up and down buttons.
 */
import { useRef } from 'react'
import { Button, Card, Form, Input, Radio, Select, Space, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import type { FormInstance } from 'antd'
import { DEFAULT_TAB_ICONS } from '../../../../types/icons/tab-icons'
import { useI18n, CONSOLE_LOCALES } from '../../i18n/i18n'
import { JUMP_TYPES, MAX_TABS, MIN_TABS, TAB_PAGES, floorTypeOfPage } from './tab-pages'
import { SvgIconInput } from './SvgIconInput'
import { TopicSelect } from '../../components/TopicSelect'

const NAV = ['layoutBottomNavigation', 'navigations'] as const

/** Untyped form: the tab fields are addressed by list index, which antd's typed name paths cannot express. */
export function TabBarEditor({ form }: { form: FormInstance }) {
  const { t } = useI18n()
  const dragFrom = useRef<number | null>(null)
  const mainColour = Form.useWatch('themeColor', form) as string | undefined
  const iconColorType = Form.useWatch(['layoutBottomNavigation', 'style', 'iconColorType'], form) as string | undefined
  const recolour = iconColorType !== 'ORIGINAL'

  return (
    <Form.List
      name={[...NAV]}
      rules={[
        {
          validator: async (_, tabs: unknown[] | undefined) => {
            const n = tabs?.length ?? 0
            if (n < MIN_TABS || n > MAX_TABS) throw new Error(t('sf.tabsCount'))
          }
        }
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('sf.dragHint')}</Typography.Text>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              draggable
              data-testid={`tab-card-${index}`}
              onDragStart={(e) => {
                dragFrom.current = index
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', String(index))
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault()
                const from = dragFrom.current ?? Number(e.dataTransfer.getData('text/plain'))
                dragFrom.current = null
                if (Number.isInteger(from) && from !== index) move(from, index)
              }}
              style={{ cursor: 'grab' }}
              title={t('sf.tab', { n: index + 1 })}
              extra={
                <Space size={4}>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    data-testid={`tab-up-${index}`}
                    aria-label={t('common.up')}
                    icon={<ArrowUpOutlined />}
                  />
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    data-testid={`tab-down-${index}`}
                    aria-label={t('common.down')}
                    icon={<ArrowDownOutlined />}
                  />
                  <Button size="small" danger disabled={fields.length <= MIN_TABS} onClick={() => remove(index)}>
                    {t('common.remove')}
                  </Button>
                </Space>
              }
            >
              <Space wrap>
                {CONSOLE_LOCALES.map((lang) => (
                  <Form.Item
                    key={lang}
                    name={[field.name, 'navigationNames', lang]}
                    label={t('sf.tabName', { lang })}
                    style={{ marginBottom: 8 }}
                  >
                    <Input maxLength={8} style={{ width: 140 }} data-testid={`tab-name-${index}-${lang}`} />
                  </Form.Item>
                ))}
              </Space>
              <TabTarget form={form} name={field.name} />
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const floorType = String(form.getFieldValue([...NAV, field.name, 'floorType']) ?? 'NAVIGATION_OF_CUSTOM')
                  const fallback = DEFAULT_TAB_ICONS[floorType] ?? DEFAULT_TAB_ICONS.NAVIGATION_OF_CUSTOM
                  return (
                    <Space wrap>
                      <Form.Item name={[field.name, 'icons', 'selected']} label={t('sf.iconSelected')} style={{ marginBottom: 0 }}>
                        <SvgIconInput colour={recolour ? (mainColour ?? '#1677ff') : undefined} fallback={fallback} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'icons', 'unselected']} label={t('sf.iconUnselected')} style={{ marginBottom: 0 }}>
                        <SvgIconInput colour={recolour ? '#999999' : undefined} fallback={fallback} />
                      </Form.Item>
                    </Space>
                  )
                }}
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            disabled={fields.length >= MAX_TABS}
            onClick={() => add({ floorType: 'NAVIGATION_OF_HOME', pagePath: TAB_PAGES[0].pagePath, navigationNames: {} })}
          >
            {t('sf.addTab')}
          </Button>
        </Space>
      )}
    </Form.List>
  )
}

/** A tab opens one of the app's tab pages, or jumps (topic, another mini-program, ...). */
function TabTarget({ form, name }: { form: FormInstance; name: number }) {
  const { t } = useI18n()
  const path = [...NAV, name]
  return (
    <Form.Item noStyle shouldUpdate>
      {() => {
        const jump = form.getFieldValue([...path, 'jumpDetails']) as { type?: string } | undefined
        const mode = jump ? 'jump' : 'page'
        return (
          <>
            <Form.Item label={t('sf.tabTarget')} style={{ marginBottom: 8 }}>
              <Radio.Group
                value={mode}
                onChange={(e) => {
                  if (e.target.value === 'jump') {
                    form.setFieldValue([...path, 'pagePath'], undefined)
                    form.setFieldValue([...path, 'floorType'], 'NAVIGATION_OF_CUSTOM')
                    form.setFieldValue([...path, 'jumpDetails'], { type: 'TOPIC' })
                  } else {
                    form.setFieldValue([...path, 'jumpDetails'], undefined)
                    form.setFieldValue([...path, 'pagePath'], TAB_PAGES[0].pagePath)
                    form.setFieldValue([...path, 'floorType'], TAB_PAGES[0].floorType)
                  }
                }}
                options={[
                  { value: 'page', label: t('sf.tabPage') },
                  { value: 'jump', label: t('sf.tabJump') }
                ]}
              />
            </Form.Item>
            {mode === 'page' ? (
              <Form.Item name={[name, 'pagePath']} label={t('sf.tabPage')} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
                <Select
                  style={{ width: 220 }}
                  onChange={(value: string) => form.setFieldValue([...path, 'floorType'], floorTypeOfPage(value))}
                  options={TAB_PAGES.map((p) => ({ value: p.pagePath, label: t(`sf.page.${p.floorType}`) }))}
                />
              </Form.Item>
            ) : (
              <Space wrap>
                <Form.Item name={[name, 'jumpDetails', 'type']} label={t('sf.jumpType')} style={{ marginBottom: 8 }}>
                  <Select style={{ width: 180 }} options={JUMP_TYPES.map((j) => ({ value: j, label: t(`sf.jump.${j}`) }))} />
                </Form.Item>
                {jump?.type === 'TOPIC' && (
                  <Form.Item
                    name={[name, 'jumpDetails', 'topicId']}
                    label={t('sf.topic')}
                    rules={[{ required: true }]}
                    style={{ marginBottom: 8 }}
                  >
                    <TopicSelect width={200} testId={`tab-topic-${name}`} />
                  </Form.Item>
                )}
                {jump?.type === 'WX_MINI' && (
                  <>
                    <Form.Item
                      name={[name, 'jumpDetails', 'appId']}
                      label={t('sf.appId')}
                      rules={[{ required: true }]}
                      style={{ marginBottom: 8 }}
                    >
                      <Input style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[name, 'jumpDetails', 'path']} label={t('sf.path')} style={{ marginBottom: 8 }}>
                      <Input style={{ width: 200 }} />
                    </Form.Item>
                  </>
                )}
              </Space>
            )}
          </>
        )
      }}
    </Form.Item>
  )
}
