/** growth-value-rule (product.md "User area"): how growth is earned and moves the level, from the merchant's settings. */
import { MemberRulesPage } from '../member-parts/MemberRulesPage'

export default function GrowthValueRulePage() {
  return (
    <MemberRulesPage
      route="growth-value-rule"
      paragraphs={(r, t) => [t('growth_rule_earn', { points: r.growthRate.points, perYuan: r.growthRate.perYuan }), t('growth_rule_level')]}
    />
  )
}
