/**
 * Receiving a coupon from a card (product.md "Other states", receiving a coupon): logged out → login;
 * success → the 'receive success' toast and the card becomes received; a real-name coupon refused →
 * the dialog 实名认证 / 仅限实名认证用户领取 with 去认证 (the real-name page) and 取消; a face-auth coupon
 * refused → 'the current app does not support face authentication' (no build here has a face API; the
 * steps are types/rules/coupon-receive-flow.ts refusalStep).
 */
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { loggedInAtom } from '../../session/session-atoms'
import { appRouter } from '../../router/app-router'
import { confirmDialog } from '../reply-dialog/dialog-queue'
import { toast } from '../../utils/toast'
import { useSectionT } from '../../locales/section-i18n'
import { COUPON_TEXT } from '../../locales/sections/coupon/coupon-text'
import { obtainCoupon } from '../../services/coupon-api'
import type { CouponTemplateView, ObtainType } from '../../../types/api/coupon'
import { refusalOf } from './coupon-card-model'
import { refusalStep } from '../../../types/rules/coupon-receive-flow'

export function useReceiveCoupon(onReceived: (couponTemplateId: string) => void): {
  busyId: string | undefined
  receive(c: CouponTemplateView, obtainType: ObtainType): Promise<void>
} {
  const t = useSectionT(COUPON_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const [busyId, setBusyId] = useState<string>()
  const receive = async (c: CouponTemplateView, obtainType: ObtainType) => {
    if (busyId) return
    if (!loggedIn) {
      await appRouter().openLogin()
      return
    }
    setBusyId(c.couponTemplateId)
    try {
      await obtainCoupon(c.couponCode, obtainType)
      toast(t('receive_success'))
      onReceived(c.couponTemplateId)
    } catch (error) {
      const step = refusalStep(refusalOf(error), process.env.TARO_ENV)
      if (step === 'REAL_NAME_DIALOG') {
        if (
          await confirmDialog(t('real_name_content'), {
            title: t('real_name_title'),
            confirmText: t('real_name_confirm'),
            cancelText: t('cancel')
          })
        )
          await appRouter().open('certificates-detail')
      } else if (step === 'FACE_UNSUPPORTED_TOAST') {
        toast(t('face_unsupported'))
      } else if (step === 'FACE_CONFIRM') {
        // Only for a platform listed in FACE_AUTH_PLATFORMS (none yet). The platform's face API, then
        // afterFaceAuth on the re-read certificate, belong here when one is listed; until then, say so.
        if (await confirmDialog(t('face_content'), { confirmText: t('face_confirm'), cancelText: t('cancel') }))
          toast(t('face_unsupported'))
      }
      // Other refusals (none left, limit reached, stopped) were the request layer's toast.
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, receive }
}
