/**
 * The verify box for offline coupons (issue #18: "the console verifies (redeems) an offline coupon by its
 * code, marking it USED exactly once; an expired or reused code is refused with a clear error"). On the
 * Coupons page and at the door (door staff stand where the coupon is used). The code is typed or read by a
 * scanner into the field (scanners type and press Enter); the answer stays on screen until the next one.
 */
import { useState } from 'react'
import { Alert, Button, Card, Input, Space, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminCouponVerification } from '../../../types/api/coupon'
import { verifyCoupon } from '../api/coupon-calls'
import { useI18n } from '../i18n/i18n'
import { useTimeText } from '../time/use-merchant-time'

export function CouponVerifyCard() {
  const when = useTimeText()
  const { t } = useI18n()
  const client = useQueryClient()
  const [code, setCode] = useState('')
  const [answer, setAnswer] = useState<{ ok: true; coupon: AdminCouponVerification } | { ok: false; message: string } | null>(null)
  const verify = useMutation({
    mutationFn: verifyCoupon,
    // The refusal is this card's answer, shown in it (not the console's passing notice).
    meta: { ownErrors: true },
    onSuccess: (coupon) => {
      setAnswer({ ok: true, coupon })
      setCode('')
      void client.invalidateQueries({ queryKey: ['coupons'] })
      void client.invalidateQueries({ queryKey: ['coupon-report'] })
    },
    onError: (error) => setAnswer({ ok: false, message: error instanceof Error ? error.message : String(error) })
  })
  const submit = () => {
    const typed = code.trim()
    if (typed) verify.mutate(typed)
  }
  return (
    <Card size="small" title={t('coupons.verify.title')} data-testid="coupon-verify">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('coupons.verify.hint')}</Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={submit}
            placeholder={t('coupons.verify.placeholder')}
            aria-label={t('coupons.verify.placeholder')}
            maxLength={80}
            allowClear
            data-testid="coupon-verify-input"
          />
          <Button type="primary" onClick={submit} loading={verify.isPending} disabled={!code.trim()} data-testid="coupon-verify-submit">
            {t('coupons.verify.submit')}
          </Button>
        </Space.Compact>
        {answer?.ok === true && (
          <Alert
            type="success"
            showIcon
            data-testid="coupon-verify-result"
            data-result="USED"
            message={t('coupons.verify.done', { title: answer.coupon.title, value: answer.coupon.discountDisplay })}
            description={t('coupons.verify.doneAt', { at: when(answer.coupon.usedAt) })}
          />
        )}
        {answer?.ok === false && (
          <Alert type="error" showIcon data-testid="coupon-verify-result" data-result="REFUSED" message={answer.message} />
        )}
      </Space>
    </Card>
  )
}
