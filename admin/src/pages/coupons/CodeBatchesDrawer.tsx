/**
 * A template's exchange-code batches: each sets its size aside from what is left, downloadable
 * as formula-safe CSV, and can be voided (its unredeemed codes stop working; coupons received stay).
 */
import { Tag } from 'antd'
import { COUPON_CODE_BATCH_MAX, type AdminCouponTemplate } from '../../../../types/api/coupon'
import { couponCodeBatches, couponCodesCsvUrl, createCouponCodeBatch, voidCouponCodeBatch } from '../../api/coupon-calls'
import { useI18n } from '../../i18n/i18n'
import { BatchesDrawer } from '../../components/BatchesDrawer'

export function CodeBatchesDrawer({ template, onClose }: { template: AdminCouponTemplate | null; onClose: () => void }) {
  const { t } = useI18n()
  const id = template?.id ?? ''
  const remaining = template?.remaining ?? 0
  return (
    <BatchesDrawer
      open={!!template}
      onClose={onClose}
      title={t('coupons.codes.title', { title: template?.title ?? '' })}
      hint={t('coupons.codes.hint', { n: remaining })}
      testId="coupon-batch"
      queryKey={['coupon-batches', id]}
      // A batch takes its codes from what the template has left.
      alsoChanged={[['coupons']]}
      list={() => couponCodeBatches(id)}
      create={(v) => createCouponCodeBatch(id, v)}
      voidBatch={voidCouponCodeBatch}
      csvUrl={couponCodesCsvUrl}
      sizeMax={Math.max(1, Math.min(COUPON_CODE_BATCH_MAX, template?.remaining ?? 1))}
      createDisabled={remaining < 1}
      counts={(b) => (
        <>
          {t('coupons.codes.countsValue', { size: b.size, redeemed: b.redeemed })}
          {b.voidedAt !== null && (
            <Tag style={{ marginLeft: 8 }} data-testid="coupon-batch-voided">
              {t('coupons.codes.voided', { n: b.voided })}
            </Tag>
          )}
        </>
      )}
      voidable={(b) => b.voidedAt === null && b.redeemed < b.size}
      voidConfirm={t('coupons.codes.voidConfirm')}
    />
  )
}
