/**
 * One text in the three languages: each box shows the app's own text as its placeholder (blank keeps it)
 * and must keep that text's {placeholders}, checked here by the gateway's own rule before saving.
 */
import { Button, Drawer, Form, Input } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminCopywritingEntry } from '../../../../types/api/copywriting'
import { LOCALES, type Locale } from '../../../../types/rules/language-tag'
import { COPYWRITING_TEXT_MAX, overrideProblem, placeholderNames } from '../../../../types/rules/copywriting-rules'
import { setCopywriting } from '../../api/copywriting-calls'
import { useI18n } from '../../i18n/i18n'
import { LANGUAGE_LABEL } from '../../i18n/language-labels'
import { drawerWidth } from '../../components/drawer-width'
import { copywritingInputOf } from './copywriting-search'

type Values = Partial<Record<Locale, string>>

export function TextForm({ entry, onClose }: { entry: AdminCopywritingEntry | null; onClose: () => void }) {
  const { t } = useI18n()
  const client = useQueryClient()
  const save = useMutation({
    mutationFn: (v: Values) => setCopywriting(entry?.key ?? '', copywritingInputOf(v)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['copywriting'] })
      onClose()
    }
  })
  return (
    <Drawer open={!!entry} width={drawerWidth(560)} title={entry?.key} onClose={onClose} destroyOnClose>
      {entry && (
        <Form<Values> layout="vertical" initialValues={entry.overrides} onFinish={(v) => save.mutate(v)} data-testid="copywriting-form">
          {LOCALES.map((locale) => {
            const bundled = entry.bundled[locale]
            const names = placeholderNames(bundled)
            return (
              <Form.Item
                key={locale}
                name={locale}
                label={t(LANGUAGE_LABEL[locale])}
                extra={names.length > 0 ? t('copywriting.keep', { placeholders: names.map((n) => `{${n}}`).join(' ') }) : undefined}
                rules={[
                  {
                    validator: (_, value?: string) =>
                      !value?.trim() || !overrideProblem(bundled, value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('copywriting.problem', { placeholders: names.map((n) => `{${n}}`).join(' ') || '-' })))
                  }
                ]}
              >
                <Input.TextArea autoSize maxLength={COPYWRITING_TEXT_MAX} placeholder={bundled} data-testid={`copywriting-${locale}`} />
              </Form.Item>
            )
          })}
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="copywriting-save">
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Drawer>
  )
}
