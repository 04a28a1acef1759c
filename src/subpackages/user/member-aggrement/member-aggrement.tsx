/** member-aggrement (the spec's spelling; product.md "User area"): the merchant's membership agreement. */
import { MemberRulesPage } from '../member-parts/MemberRulesPage'

export default function MemberAgreementPage() {
  return (
    <MemberRulesPage
      route="member-aggrement"
      paragraphs={(rules) => (rules.agreement.trim() ? rules.agreement.trim().split(/\n{2,}/) : [])}
      empty="agreement_empty"
    />
  )
}
