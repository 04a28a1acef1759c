/**
 * Receiving a coupon from a card (product.md "Other states", receiving a coupon): logged out → login;
 * success → the 'receive success' toast and the card becomes received; a real-name coupon refused →
 * the dialog 实名认证 / 仅限实名认证用户领取 with 去认证 (the real-name page) and 取消; a face-auth coupon
 * refused → in the mini-programs the confirm modal, the platform's face check (face-check-flow.ts), and
 * receiving again or 'face authentication failed'; on H5 'the current app does not support face
 * authentication' (the steps are types/rules/coupon-receive-flow.ts refusalStep and afterFaceAuth).
 * In the mini-programs the tap first asks for the coupon-expiry subscription message (the dialog must open
 * inside the tap), and the consent is posted once the coupon is received (components/subscription).
 */
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { loggedInAtom } from '../../session/session-atoms'
import { appRouter } from '../../router/app-router'
import { confirmDialog } from '../reply-dialog/dialog-queue'
import { toast } from '../../utils/toast'
import { useSectionT } from '../../locales/section-i18n'
import { COUPON_TEXT } from '../../locales/sections/coupon/coupon-text'
import { obtainCoupon } from '../../services/coupon-api'
import type { CouponTemplateView, ObtainType } from '../../../types/api/coupon'
import { refusalOf } from './coupon-card-model'
import { afterFaceAuth, facePlatformOf, refusalStep } from '../../../types/rules/coupon-receive-flow'
import { passFaceCheck } from './face-check-flow'
import { track } from '../../services/analytics/track'
import { askNow, prefetchTemplates, recordCouponConsent } from '../subscription/subscription-ask'

export function useReceiveCoupon(onReceived: (couponTemplateId: string) => void): {
  busyId: string | undefined
  receive(c: CouponTemplateView, obtainType: ObtainType): Promise<void>
} {
  const t = useSectionT(COUPON_TEXT)
  const loggedIn = useAtomValue(loggedInAtom)
  const [busyId, setBusyId] = useState<string>()
  useEffect(() => {
    if (loggedIn) prefetchTemplates('COUPON_RECEIVED')
  }, [loggedIn])
  const receive = async (c: CouponTemplateView, obtainType: ObtainType) => {
    if (busyId) return
    if (!loggedIn) {
      await appRouter().openLogin()
      return
    }
    setBusyId(c.couponTemplateId)
    // First thing in the tap: the platform opens its subscription dialog only from a user's tap.
    const accepted = await askNow('COUPON_RECEIVED').catch(() => [])
    const receiveOnce = async () => {
      try {
        await obtainCoupon(c.couponCode, obtainType)
      } catch (error) {
        track('obtain_coupon_fail', c.couponTemplateId)
        throw error
      }
      track('obtain_coupon_success', c.couponTemplateId)
      recordCouponConsent(accepted, [c.couponTemplateId])
      toast(t('receive_success'))
      onReceived(c.couponTemplateId)
    }
    try {
      await receiveOnce()
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
        if (await confirmDialog(t('face_content'), { confirmText: t('face_confirm'), cancelText: t('cancel') })) {
          // Other refusals on the way (the merchant offers no face check, the platform unreachable) were the request layer's toast.
          const passed = await passFaceCheck(facePlatformOf(process.env.TARO_ENV)).catch(() => undefined)
          if (passed !== undefined) {
            if (afterFaceAuth(passed) === 'RECEIVE_AGAIN') await receiveOnce().catch(() => undefined)
            else toast(t('face_failed'))
          }
        }
      }
      // Other refusals (none left, limit reached, stopped) were the request layer's toast.
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, receive }
}
