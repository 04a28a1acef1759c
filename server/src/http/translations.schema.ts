/** A console body's optional zh-MO / en-US translations of a zh-CN text (types/api/translations.ts). */
import { Type } from '@sinclair/typebox'
import { Str } from './schema'

export const TranslationsBody = (maxLength: number) =>
  Type.Object({ 'zh-MO': Type.Optional(Str(maxLength)), 'en-US': Type.Optional(Str(maxLength)) }, { additionalProperties: false })
