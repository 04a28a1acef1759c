/**
 * The subscription-message settings as the form edits them: one row per mini-program and kind, its keys
 * starting from the platform's usual ones (DEFAULT_FIELD_KEYS); a row without a template id is not saved
 * (the gateway removes that setting, and the mini-program no longer asks for it).
 */
import {
  DEFAULT_FIELD_KEYS,
  MESSAGE_FIELDS,
  MESSAGE_KINDS,
  MESSAGE_PLATFORMS,
  type AdminMessageTemplates,
  type MessageKind,
  type MessagePlatform,
  type MessageTemplateSetting,
  type MessageTemplatesInput
} from '../../../../types/api/subscription-message'

export type RowKey = `${MessagePlatform}/${MessageKind}`
export type FormRows = Record<RowKey, MessageTemplateSetting>

export const rowKey = (platform: MessagePlatform, kind: MessageKind): RowKey => `${platform}/${kind}`

export function formRows(data: AdminMessageTemplates): FormRows {
  const rows = {} as FormRows
  for (const platform of MESSAGE_PLATFORMS)
    for (const kind of MESSAGE_KINDS) {
      const saved = data.settings.find((s) => s.platform === platform && s.kind === kind)
      const fieldKeys = Object.fromEntries(
        (MESSAGE_FIELDS[kind] as readonly string[]).map((field) => [
          field,
          saved ? (saved.fieldKeys[field] ?? '') : DEFAULT_FIELD_KEYS[platform][kind][field]
        ])
      )
      rows[rowKey(platform, kind)] = {
        platform,
        kind,
        templateId: saved?.templateId ?? '',
        fieldKeys,
        page: saved?.page ?? '',
        enabled: saved?.enabled ?? true
      }
    }
  return rows
}

export function templatesInput(rows: FormRows): MessageTemplatesInput {
  return {
    settings: Object.values(rows)
      .filter((r) => r.templateId.trim())
      .map((r) => ({ ...r, templateId: r.templateId.trim(), page: r.page.trim(), fieldKeys: trimmedKeys(r.fieldKeys) }))
  }
}

function trimmedKeys(keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, key.trim()]))
}
