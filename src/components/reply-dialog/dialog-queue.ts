/**
 * Opening the in-app dialogs (ReplyDialog draws the first queued one) from anywhere, React or not, and
 * awaiting the buyer's answer. The request layer's reply modes and the pages' confirms share it.
 */
import { store } from '../../store/store'
import { t } from '../../locales/locale-atoms'
import { dialogQueueAtom, lastDialogIdAtom, type DialogSpec } from './dialog-atoms'

type Resolved<S extends DialogSpec> = Parameters<S['resolve']>[0]

/** Queues a dialog; returns its id and a promise of the buyer's answer. */
export function openDialog<S extends DialogSpec>(
  build: (resolve: (value: Resolved<S>) => void) => S
): { id: number; answer: Promise<Resolved<S>> } {
  const id = store.get(lastDialogIdAtom) + 1
  store.set(lastDialogIdAtom, id)
  const answer = new Promise<Resolved<S>>((resolve) => {
    const spec = build((value) => {
      closeDialog(id)
      resolve(value)
    })
    store.set(dialogQueueAtom, [...store.get(dialogQueueAtom), { id, spec }])
  })
  return { id, answer }
}

/** Changes a crowded dialog still queued or shown: its text (the place and wait) and whether it shows a place. */
export function updateCrowdedDialog(id: number, content: string, inLine: boolean): void {
  store.set(
    dialogQueueAtom,
    store.get(dialogQueueAtom).map((d) => (d.id === id && d.spec.kind === 'crowded' ? { ...d, spec: { ...d.spec, content, inLine } } : d))
  )
}

export function closeDialog(id: number): void {
  store.set(
    dialogQueueAtom,
    store.get(dialogQueueAtom).filter((d) => d.id !== id)
  )
}

/** A question with cancel and confirm; true when confirmed. */
export function confirmDialog(
  content: string,
  options: { title?: string; confirmText?: string; cancelText?: string } = {}
): Promise<boolean> {
  return openDialog<Extract<DialogSpec, { kind: 'confirm' }>>((resolve) => ({
    kind: 'confirm',
    title: options.title,
    content,
    confirmText: options.confirmText ?? t('common.confirm'),
    cancelText: options.cancelText ?? t('common.cancel'),
    resolve
  })).answer
}

/** A notice with one button. */
export function alertDialog(content: string, options: { title?: string; confirmText?: string } = {}): Promise<void> {
  return openDialog<Extract<DialogSpec, { kind: 'alert' }>>((resolve) => ({
    kind: 'alert',
    title: options.title,
    content,
    confirmText: options.confirmText ?? t('common.confirm'),
    resolve: () => resolve(undefined)
  })).answer
}
