/**
 * The console's fetch client: the staff cookie rides along (credentials), every non-GET call carries the
 * CSRF token (fetched once, fetched again and retried once on CSRF_INVALID), and the envelope's
 * statusCode / comments become an AdminError (types/api/staff.ts, header comment).
 */
import { ADMIN_PATHS, CSRF_HEADER, type CsrfReply } from '../../../types/api/staff'
import type { Envelope } from '../../../types/api/envelope'
import { AdminError } from './admin-error'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Query = Record<string, string | number | undefined>

let csrfToken: Promise<string> | undefined
let languageParam = 'zh'
let networkMessage = 'Network error'

/** The gateway answers in the console's language (query lang: zh, zh-MO, en). */
export function setClientLanguage(lang: string, networkErrorText: string): void {
  languageParam = lang
  networkMessage = networkErrorText
}

function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams({ lang: languageParam })
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v))
  return `${path}?${params.toString()}`
}

async function send<T>(method: Method, path: string, body: unknown, query: Query | undefined, csrf: string | undefined): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  // A form (a file upload) sets its own multipart content type and boundary.
  const form = body instanceof FormData
  if (body !== undefined && !form) headers['content-type'] = 'application/json'
  if (csrf) headers[CSRF_HEADER] = csrf
  let res: Response
  try {
    res = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body)
    })
  } catch {
    throw new AdminError({ message: networkMessage, statusCode: -1, httpStatus: 0 })
  }
  let envelope: Envelope<T> | undefined
  try {
    envelope = (await res.json()) as Envelope<T>
  } catch {
    envelope = undefined
  }
  if (!envelope || typeof envelope.statusCode !== 'number') {
    throw new AdminError({ message: `${networkMessage} (${res.status})`, statusCode: res.status, httpStatus: res.status })
  }
  if (envelope.statusCode !== 200) {
    throw new AdminError({
      message: envelope.comments || envelope.errorCode || String(envelope.statusCode),
      statusCode: envelope.statusCode,
      errorCode: envelope.errorCode,
      field: envelope.subComments,
      httpStatus: res.status,
      data: envelope.data
    })
  }
  return envelope.data
}

function csrf(): Promise<string> {
  csrfToken ??= send<CsrfReply>('GET', ADMIN_PATHS.csrf, undefined, undefined, undefined)
    .then((r) => r.token)
    .catch((e: unknown) => {
      csrfToken = undefined
      throw e
    })
  return csrfToken
}

/** A new session gets a new token: forget the old one at log in and log out. */
export function forgetCsrfToken(): void {
  csrfToken = undefined
}

/** A GET address with the console's language, for a download the browser fetches itself (the CSV). */
export function adminUrl(path: string, query?: Query): string {
  return withQuery(path, query)
}

export function adminGet<T>(path: string, query?: Query): Promise<T> {
  return send<T>('GET', path, undefined, query, undefined)
}

export async function adminSend<T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown): Promise<T> {
  try {
    return await send<T>(method, path, body, undefined, await csrf())
  } catch (e) {
    if (!(e instanceof AdminError) || e.errorCode !== 'CSRF_INVALID') throw e
    forgetCsrfToken()
    return send<T>(method, path, body, undefined, await csrf())
  }
}
