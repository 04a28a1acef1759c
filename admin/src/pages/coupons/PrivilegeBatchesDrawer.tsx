/** A privilege's purchase-code batches: made, downloaded as CSV and voided like a coupon's exchange codes. */
import { Tag } from 'antd'
import type { AdminPrivilege } from '../../../../types/api/privilege'
import { PRIVILEGE_BATCH_MAX } from '../../../../types/rules/privilege-rules'
import { createPrivilegeBatch, privilegeBatches, privilegeCodesCsvUrl, voidPrivilegeBatch } from '../../api/privilege-calls'
import { useI18n } from '../../i18n/i18n'
import { BatchesDrawer } from '../../components/BatchesDrawer'

export function PrivilegeBatchesDrawer({ privilege, onClose }: { privilege: AdminPrivilege | null; onClose: () => void }) {
  const { t } = useI18n()
  const id = privilege?.id ?? ''
  return (
    <BatchesDrawer
      open={!!privilege}
      onClose={onClose}
      title={t('privileges.codes.title', { name: privilege?.name ?? '' })}
      hint={t('privileges.codes.hint', { n: privilege?.usesPerCode ?? 0 })}
      testId="privilege-batch"
      queryKey={['privilege-batches', id]}
      list={() => privilegeBatches(id)}
      create={(v) => createPrivilegeBatch(id, v)}
      voidBatch={voidPrivilegeBatch}
      csvUrl={privilegeCodesCsvUrl}
      sizeMax={PRIVILEGE_BATCH_MAX}
      counts={(b) => (
        <>
          {t('privileges.codes.countsValue', { size: b.size, used: b.used })}
          {b.voidedAt !== null && <Tag style={{ marginLeft: 8 }}>{t('privileges.codes.voided')}</Tag>}
        </>
      )}
      voidable={(b) => b.voidedAt === null}
      voidConfirm={t('privileges.codes.voidConfirm')}
    />
  )
}
