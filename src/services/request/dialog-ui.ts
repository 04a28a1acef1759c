/** The request layer's ReplyUi on top of the dialog queue (ReplyDialog) and the app's toast (utils/toast.ts). */
import { toast } from '../../utils/toast'
import type { DialogSpec } from '../../components/reply-dialog/dialog-atoms'
import { closeDialog as close, openDialog as open, updateCrowdedDialog } from '../../components/reply-dialog/dialog-queue'
import type { CrowdedDialog, ReplyUi } from './reply-ports'
import { t } from '../../locales/locale-atoms'
import { BUSINESS_CODES } from './request-constants'

export function createDialogUi(onLogout: () => void): ReplyUi {
  return {
    toast(text) {
      toast(text)
    },
    alert: ({ title, content, confirmText }) =>
      open<Extract<DialogSpec, { kind: 'alert' }>>((resolve) => ({
        kind: 'alert',
        title,
        content,
        confirmText: confirmText ?? t('common.confirm'),
        resolve: () => resolve(undefined)
      })).answer,
    retryPrompt: ({ title, content, retryText, cancelText }) =>
      open<Extract<DialogSpec, { kind: 'retry' }>>((resolve) => ({ kind: 'retry', title, content, retryText, cancelText, resolve })).answer,
    waiting: ({ title, content, confirmText, seconds }) =>
      open<Extract<DialogSpec, { kind: 'waiting' }>>((resolve) => ({
        kind: 'waiting',
        title,
        content,
        confirmText: confirmText ?? t('common.confirm'),
        seconds,
        resolve: () => resolve(undefined)
      })).answer,
    crowded({ content, cancelText, backText, inLine }): CrowdedDialog {
      const { id, answer } = open<Extract<DialogSpec, { kind: 'crowded' }>>((resolve) => ({
        kind: 'crowded',
        content,
        cancelText,
        backText,
        inLine,
        resolve
      }))
      return { choice: answer, update: (text) => updateCrowdedDialog(id, text, true), close: () => close(id) }
    },
    loginStatusPopup(code) {
      const content = code === BUSINESS_CODES.loginStatusLanguage ? t('login.status_language') : t('login.status_method')
      void open<Extract<DialogSpec, { kind: 'login-status' }>>((resolve) => ({
        kind: 'login-status',
        content,
        confirmText: t('login.logout'),
        cancelText: t('common.cancel'),
        resolve
      })).answer.then((logout) => {
        if (logout) onLogout()
      })
    }
  }
}
