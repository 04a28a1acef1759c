/**
 * The console's own check of a chosen poster file, before it is sent (types/api/catalogue-admin.ts POSTER_UPLOAD):
 * a quick, translated answer for the merchant. The gateway checks again from the file's bytes and decides.
 */
import { POSTER_UPLOAD } from '../../../../types/api/catalogue-admin'
import type { MessageKey } from '../../i18n/en-US'

export interface PosterProblem {
  key: MessageKey
  values?: Record<string, string | number>
}

export const POSTER_LIMITS = {
  maxMb: POSTER_UPLOAD.maxBytes / 1024 / 1024,
  minWidth: POSTER_UPLOAD.minWidth,
  minHeight: POSTER_UPLOAD.minHeight,
  maxSide: POSTER_UPLOAD.maxSide
}

/** What is wrong with the pixel size, if anything. */
export function sizeProblem(width: number, height: number): PosterProblem | undefined {
  const ok =
    width >= POSTER_UPLOAD.minWidth &&
    height >= POSTER_UPLOAD.minHeight &&
    width <= POSTER_UPLOAD.maxSide &&
    height <= POSTER_UPLOAD.maxSide &&
    width * height <= POSTER_UPLOAD.maxPixels
  return ok ? undefined : { key: 'catalogue.poster.badDimensions', values: { width, height, ...POSTER_LIMITS } }
}

/** The declared type and the size first (no decoding), then the pixel size as the browser decodes it. */
export async function posterProblem(file: File): Promise<PosterProblem | undefined> {
  if (!(POSTER_UPLOAD.contentTypes as readonly string[]).includes(file.type)) return { key: 'catalogue.poster.badType' }
  if (file.size > POSTER_UPLOAD.maxBytes) return { key: 'catalogue.poster.tooLarge', values: POSTER_LIMITS }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { key: 'catalogue.poster.badType' }
  }
  const problem = sizeProblem(bitmap.width, bitmap.height)
  bitmap.close()
  return problem
}
