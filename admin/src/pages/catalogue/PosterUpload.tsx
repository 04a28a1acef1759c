/**
 * The show's poster in the show editor (issue #16 item 3): the current poster (uploaded, or the generated
 * art), a drag-or-pick upload that replaces it at once, and remove (back to the generated art). The file
 * is checked here first (poster-check.ts) and by the gateway from its bytes; either refusal is shown here.
 */
import { useState } from 'react'
import { Alert, App, Button, Image, Popconfirm, Space, Tag, Typography, Upload } from 'antd'
import { InboxOutlined } from '@ant-design/icons'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { POSTER_UPLOAD, type AdminShow } from '../../../../types/api/catalogue-admin'
import { removePoster, uploadPoster } from '../../api/catalogue-calls'
import { useI18n } from '../../i18n/i18n'
import { POSTER_LIMITS, posterProblem } from './poster-check'

export const generatedPosterUrl = (showId: string) => `/pub/images/poster/${encodeURIComponent(showId)}.svg`

export function PosterUpload({ show, queryKey }: { show: AdminShow; queryKey: readonly unknown[] }) {
  const { t } = useI18n()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string>()
  // Only the poster changes: the form's unsaved fields are left alone (ShowEditorPage fills them once).
  const saved = (next: AdminShow) => {
    setProblem(undefined)
    queryClient.setQueryData<AdminShow>(queryKey, (old) => (old ? { ...old, posterUrl: next.posterUrl } : next))
    void queryClient.invalidateQueries({ queryKey: ['catalogue', 'shows'] })
  }
  const upload = useMutation({
    mutationFn: (file: File) => uploadPoster(show.id, file),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      saved(next)
      void message.success(t('catalogue.poster.uploaded'))
    },
    onError: (error) => setProblem(error.message)
  })
  const remove = useMutation({
    mutationFn: () => removePoster(show.id),
    meta: { ownErrors: true },
    onSuccess: (next) => {
      saved(next)
      void message.success(t('catalogue.poster.removed'))
    },
    onError: (error) => setProblem(error.message)
  })

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 560 }}>
      <Space align="start" size="large" wrap>
        <Space direction="vertical" size="small" data-testid="poster-preview">
          <Image
            src={show.posterUrl ?? generatedPosterUrl(show.id)}
            alt={t('catalogue.poster.title')}
            width={180}
            style={{ borderRadius: 8, aspectRatio: '3 / 4', objectFit: 'cover' }}
          />
          <Tag color={show.posterUrl ? 'green' : 'default'} data-testid="poster-kind">
            {show.posterUrl ? t('catalogue.poster.uploadedKind') : t('catalogue.poster.generatedKind')}
          </Tag>
        </Space>
        {show.posterUrl && (
          <Popconfirm
            title={t('catalogue.poster.removeConfirm')}
            onConfirm={() => remove.mutate()}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
          >
            <Button danger loading={remove.isPending} data-testid="poster-remove">
              {t('catalogue.poster.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <div data-testid="poster-upload">
        <Upload.Dragger
          accept={POSTER_UPLOAD.contentTypes.join(',')}
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={async (file) => {
            const found = await posterProblem(file)
            if (found) setProblem(t(found.key, found.values))
            else upload.mutate(file)
            // The upload is ours (the console's client, with its CSRF token), never antd's own request.
            return Upload.LIST_IGNORE
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            {upload.isPending
              ? t('catalogue.poster.uploading')
              : show.posterUrl
                ? t('catalogue.poster.replace')
                : t('catalogue.poster.pick')}
          </p>
          <p className="ant-upload-hint">{t('catalogue.poster.hint', POSTER_LIMITS)}</p>
        </Upload.Dragger>
      </div>
      {problem && (
        <Alert type="error" showIcon message={problem} closable onClose={() => setProblem(undefined)} data-testid="poster-error" />
      )}
      <Typography.Text type="secondary">{t('catalogue.poster.atOnce')}</Typography.Text>
    </Space>
  )
}
