/**
 * agreement (product.md "User area"): the user agreement or the privacy policy (`type=privacy`), as the
 * login consent links to them. The merchant's own texts replace these with the console (#11).
 */
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell/PageShell'
import { useT } from '../../../locales/locale-atoms'
import { agreementKind } from '../login/consent'
import './agreement.scss'

export default function AgreementPage() {
  const t = useT()
  const kind = agreementKind(useRouter().params.type)
  const body = t(kind === 'privacy' ? 'agreement.privacy_body' : 'agreement.user_body')
  return (
    <PageShell route="agreement" title={t(kind === 'privacy' ? 'agreement.privacy_title' : 'agreement.user_title')}>
      <View className="agreement">
        {body.split('\n\n').map((paragraph, i) => (
          <Text key={i} className="agreement__paragraph">
            {paragraph}
          </Text>
        ))}
      </View>
    </PageShell>
  )
}
