/** Cart (login); goods arrive with the shop issue. */
import { PageShell } from '../../../components/page-shell/PageShell'
import { StateView } from '../../../components/state-view/StateView'
import { useT } from '../../../locales/locale-atoms'

export default function CartListPage() {
  const t = useT()
  return (
    <PageShell route="cart-list">
      <StateView kind="empty" text={t('shop.empty')} />
    </PageShell>
  )
}
