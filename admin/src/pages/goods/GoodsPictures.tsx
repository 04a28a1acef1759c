/**
 * The goods' pictures (the first is the poster on cards): uploaded through the upload module by the poster's
 * rules (checked here first, then by the gateway from the bytes), moved first, or removed.
 */
import { useState } from 'react'
import { Alert, App, Button, Image, Space, Tag, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { GOODS_LIMITS } from '../../../../types/api/goods'
import { POSTER_UPLOAD } from '../../../../types/api/catalogue-admin'
import { uploadGoodsPicture } from '../../api/goods-calls'
import { useI18n } from '../../i18n/i18n'

export function GoodsPictures({ pictures, onChange }: { pictures: string[]; onChange: (next: string[]) => void }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const [problem, setProblem] = useState<string>()
  const upload = useMutation({
    mutationFn: uploadGoodsPicture,
    meta: { ownErrors: true },
    onSuccess: ({ url }) => {
      setProblem(undefined)
      onChange([...pictures, url])
      void message.success(t('goods.pictures.uploaded'))
    },
    onError: (error) => setProblem(error.message)
  })
  const full = pictures.length >= GOODS_LIMITS.pictures

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size="middle" data-testid="goods-pictures">
        {pictures.map((url, i) => (
          <Space key={url} direction="vertical" size="small" align="center">
            <Image src={url} width={120} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />
            {i === 0 ? (
              <Tag color="blue">{t('goods.pictures.poster')}</Tag>
            ) : (
              <Button size="small" onClick={() => onChange([url, ...pictures.filter((p) => p !== url)])}>
                {t('goods.pictures.makePoster')}
              </Button>
            )}
            <Button size="small" danger onClick={() => onChange(pictures.filter((p) => p !== url))}>
              {t('common.remove')}
            </Button>
          </Space>
        ))}
      </Space>
      <Upload.Dragger
        accept={POSTER_UPLOAD.contentTypes.join(',')}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending || full}
        beforeUpload={(file) => {
          if (file.size > POSTER_UPLOAD.maxBytes) setProblem(t('goods.pictures.tooLarge', { maxMb: POSTER_UPLOAD.maxBytes / 1024 / 1024 }))
          else upload.mutate(file)
          return false
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{full ? t('goods.pictures.full', { max: GOODS_LIMITS.pictures }) : t('goods.pictures.drop')}</p>
        <p className="ant-upload-hint">
          {t('goods.pictures.hint', { minWidth: POSTER_UPLOAD.minWidth, minHeight: POSTER_UPLOAD.minHeight })}
        </p>
      </Upload.Dragger>
      {problem && <Alert type="error" showIcon message={problem} />}
    </Space>
  )
}
