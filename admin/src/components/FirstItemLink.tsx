/**
 * An empty list's action: the page that makes its first item ("新建演出"), shown only to roles that may
 * open it. Empty is an answer, not a failure: retry belongs to the error state alone.
 */
import { Button } from 'antd'
import { useNavigate } from 'react-router-dom'
import type { AdminArea } from '../../../types/api/staff'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en-US'
import { canOpen } from '../session/console-areas'
import { useMe } from '../session/use-me'

export function FirstItemLink({ to, area, label }: { to: string; area: AdminArea; label: MessageKey }) {
  const { t } = useI18n()
  const navigate = useNavigate()
  const role = useMe().data?.role
  if (!role || !canOpen(role, area)) return null
  return (
    <Button type="primary" onClick={() => navigate(to)} data-testid="empty-action">
      {t(label)}
    </Button>
  )
}
