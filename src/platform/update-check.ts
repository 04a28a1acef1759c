/**
 * The launch's update check (product.md "Update check reply: updateType is FORCE or WEAK"): the app sends
 * its own version (CLIENT_VERSION, the one the request layer sends as ver). FORCE shows a dialog with one
 * button that cannot be closed: it applies the new version (mini-programs) or reloads (H5), and stays
 * while there is nothing to apply yet. WEAK tells the buyer once per latest version.
 */
import type { VersionMatch } from '../../types/api/app-version'
import type { AppClient } from '../../types/rules/version-rules'
import { STORAGE_KEYS, parseString, readStored, writeStored } from '../storage/storage'
import { versionMatch } from '../services/app-version-api'
import { openDialog } from '../components/reply-dialog/dialog-queue'
import type { DialogSpec } from '../components/reply-dialog/dialog-atoms'
import { sectionT } from '../locales/section-i18n'
import { UPDATE_TEXT } from '../locales/sections/update/update-text'
import { applyNewVersion } from './update-manager'

export type UpdatePrompt = 'force' | 'notice' | null

/** What to show for the reply, given the latest version whose notice the buyer already closed. */
export function updatePrompt(match: VersionMatch, seenVersion: string | undefined): UpdatePrompt {
  if (match.updateType === 'FORCE') return 'force'
  if (match.updateType === 'WEAK' && match.latestVersion !== seenVersion) return 'notice'
  return null
}

export interface UpdateCheckDeps {
  match(client: AppClient, version: string): Promise<VersionMatch>
  seenVersion(): string | undefined
  markSeen(version: string): void
  /** Resolves when the buyer presses the one button. */
  force(text: { title: string; content: string; confirmText: string }): Promise<void>
  /** True: update now. */
  notice(text: { title: string; content: string; confirmText: string; cancelText: string }): Promise<boolean>
  apply(): boolean
}

const DEPS: UpdateCheckDeps = {
  match: versionMatch,
  seenVersion: () => readStored(STORAGE_KEYS.updateNoticeSeen, parseString, undefined),
  markSeen: (version) => writeStored(STORAGE_KEYS.updateNoticeSeen, version),
  force: (text) =>
    openDialog<Extract<DialogSpec, { kind: 'alert' }>>((resolve) => ({ kind: 'alert', ...text, resolve: () => resolve(undefined) })).answer,
  notice: (text) => openDialog<Extract<DialogSpec, { kind: 'confirm' }>>((resolve) => ({ kind: 'confirm', ...text, resolve })).answer,
  apply: applyNewVersion
}

/** The dialog's text: the merchant's notes follow the line about the version. */
function content(line: string, notes: string): string {
  return notes ? `${line}\n${notes}` : line
}

export async function checkForUpdate(client: AppClient, version: string, deps: UpdateCheckDeps = DEPS): Promise<UpdatePrompt> {
  const match = await deps.match(client, version)
  const prompt = updatePrompt(match, deps.seenVersion())
  const t = sectionT(UPDATE_TEXT)
  const params = { version: match.latestVersion ?? '' }
  if (prompt === 'force') {
    const text = { title: t('force_title'), content: content(t('force_content', params), match.notes), confirmText: t('force_button') }
    // Shown again until the new version is applied: this version may not be used any more.
    do await deps.force(text)
    while (!deps.apply())
  } else if (prompt === 'notice' && match.latestVersion) {
    deps.markSeen(match.latestVersion)
    const update = await deps.notice({
      title: t('weak_title'),
      content: content(t('weak_content', params), match.notes),
      confirmText: t('weak_update'),
      cancelText: t('weak_later')
    })
    if (update) deps.apply()
  }
  return prompt
}
