/**
 * Dialogs the request layer opens (reply modes, network dialogs), queued in the store so code outside
 * React can open them and await the buyer's answer. ReplyDialog renders the first one.
 */
import { atom } from 'jotai'

export type DialogSpec =
  | { kind: 'alert'; title?: string; content: string; confirmText: string; resolve(): void }
  | { kind: 'retry'; title?: string; content: string; retryText: string; cancelText: string; resolve(retry: boolean): void }
  | { kind: 'waiting'; title?: string; content: string; confirmText: string; seconds: number; resolve(): void }
  /** inLine: the buyer has a place in a waiting room, which the text tells instead of a progress bar. */
  | { kind: 'crowded'; content: string; cancelText: string; backText: string; inLine?: boolean; resolve(choice: 'cancel' | 'back'): void }
  | { kind: 'login-status'; content: string; confirmText: string; cancelText: string; resolve(logout: boolean): void }
  | { kind: 'confirm'; title?: string; content: string; confirmText: string; cancelText: string; resolve(confirmed: boolean): void }

export interface QueuedDialog {
  id: number
  spec: DialogSpec
}

export const dialogQueueAtom = atom<QueuedDialog[]>([])

/** The last id handed out: ids are never reused, so a late close of an answered dialog closes nothing else. */
export const lastDialogIdAtom = atom(0)

export const loadingVisibleAtom = atom(false)
