/**
 * An SVG icon field: reads the chosen file as markup (the gateway sanitises it) and shows it as the app
 * will draw it, recoloured with the theme colour unless the icons keep their own colours (the app's
 * iconColorType rule, one implementation: types/icons/icon-source.ts).
 */
import { Button, Space, Upload } from 'antd'
import { iconSource, isSvgMarkup } from '../../../../types/icons/icon-source'
import { useI18n } from '../../i18n/i18n'
import { noticeError } from '../../components/error-notice'

interface Props {
  value?: string
  onChange?: (value: string | undefined) => void
  /** The colour the app paints the icon in, or undefined to keep the drawing's colours. */
  colour: string | undefined
  fallback: string
  testId?: string
}

export function SvgIconInput({ value, onChange, colour, fallback, testId }: Props) {
  const { t } = useI18n()
  const shown = value && (isSvgMarkup(value) || /^https:\/\//.test(value)) ? value : fallback
  return (
    <Space>
      <img
        src={iconSource(shown, colour)}
        width={28}
        height={28}
        alt=""
        style={{ border: '1px solid #eee', borderRadius: 4, padding: 2 }}
      />
      <Upload
        accept=".svg,image/svg+xml"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((text) => {
            if (!isSvgMarkup(text.replace(/^<\?xml[^>]*>\s*/i, ''))) {
              noticeError(new Error(t('sf.iconNotSvg')))
              return
            }
            onChange?.(text.replace(/^<\?xml[^>]*>\s*/i, '').trim())
          })
          return false
        }}
      >
        <Button size="small" data-testid={testId}>
          {t('sf.iconUpload')}
        </Button>
      </Upload>
      {value && (
        <Button size="small" type="link" onClick={() => onChange?.(undefined)}>
          {t('common.remove')}
        </Button>
      )}
    </Space>
  )
}
