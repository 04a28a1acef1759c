/** points-rule (product.md "User area"): how points are earned, expire and are taken back, from the merchant's settings. */
import { MemberRulesPage } from '../member-parts/MemberRulesPage'

export default function PointsRulePage() {
  return (
    <MemberRulesPage
      route="points-rule"
      paragraphs={(r, t) => [
        t('points_rule_earn', { points: r.pointsRate.points, perYuan: r.pointsRate.perYuan }),
        t('points_rule_valid', { days: r.pointsValidDays, notice: r.expiryNoticeDays }),
        t('points_rule_order'),
        t('points_rule_refund')
      ]}
    />
  )
}
