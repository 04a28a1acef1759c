/**
 * The show editor's one 保存: the settings tabs saved on their own calls (refund rule, transfer, rebooking,
 * real name) register here as parts, so the page's single button saves what changed, part after part, and
 * reports one result. A part that is refused (its own check or the gateway's) throws a PartRefusal after
 * marking its field: the page opens the part's tab and marks the tab.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react'
import type { FormInstance } from 'antd'
import type { NamePath } from 'antd/es/form/interface'

export interface SavePart {
  /** The tab the part's fields are on (ShowEditorPage's tab keys). */
  tab: string
  /** Changed since it was last saved (or since it opened). */
  dirty(): boolean
  /** Saves the part; throws PartRefusal with its field marked when refused. */
  save(): Promise<void>
}

export class PartRefusal extends Error {
  constructor(
    readonly tab: string,
    message: string,
    /** The refused field (antd name path in the part's form), focused by the page once its tab is open. */
    readonly focus?: () => void
  ) {
    super(message)
  }
}

export interface SaveParts {
  register(part: SavePart): () => void
  /** A part's values changed: the page shows "未保存的更改". */
  changed(): void
}

export const SavePartsContext = createContext<SaveParts | null>(null)

/** Registers the part for the editor's lifetime; the latest dirty/save closures are always the ones called. */
export function useSavePart(part: SavePart): SaveParts | null {
  const parts = useContext(SavePartsContext)
  const latest = useRef(part)
  latest.current = part
  useEffect(
    () =>
      parts?.register({
        tab: part.tab,
        dirty: () => latest.current.dirty(),
        save: () => latest.current.save()
      }),
    [parts, part.tab]
  )
  return parts
}

interface FieldErrors {
  errorFields?: Array<{ name: NamePath; errors: string[] }>
}

/**
 * A settings form as a part: dirty once a value changes, saved by validating (antd marks the field),
 * the client's own check (the same rule module as the gateway's), then `send`; a refusal is shown in the tab
 * (`problem`) and focuses the refused field, or the form's first one for a refusal of the whole setting.
 */
export function useFormPart<V>(opts: {
  tab: string
  form: FormInstance<V>
  firstField: NamePath
  send: (values: V) => Promise<unknown>
  check?: (values: V) => string | undefined
}) {
  const { tab, form, firstField, send, check } = opts
  const dirty = useRef(false)
  const [problem, setProblem] = useState<string>()
  const parts = useSavePart({
    tab,
    dirty: () => dirty.current,
    save: async () => {
      let values: V
      try {
        values = await form.validateFields()
      } catch (error) {
        const first = (error as FieldErrors).errorFields?.[0]
        throw new PartRefusal(tab, first?.errors[0] ?? '', () => form.focusField(first?.name ?? firstField))
      }
      const found = check?.(values)
      if (found) {
        setProblem(found)
        throw new PartRefusal(tab, found, () => form.focusField(firstField))
      }
      try {
        await send(values)
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error)
        setProblem(text)
        throw new PartRefusal(tab, text, () => form.focusField(firstField))
      }
      setProblem(undefined)
      dirty.current = false
    }
  })
  const onValuesChange = () => {
    dirty.current = true
    parts?.changed()
  }
  return { problem, onValuesChange }
}
