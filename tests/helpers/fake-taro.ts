/**
 * The transport boundary for request-layer tests: Taro.request answered by a scripted server, and
 * Taro's storage in memory. Everything above it is the real code.
 */
export interface SentRequest {
  url: string
  method: string
  data?: Record<string, unknown>
  header: Record<string, string>
  timeout: number
}

export interface FakeReply {
  statusCode?: number
  data?: unknown
  header?: Record<string, string>
  /** Reject like Taro does on a transport failure. */
  fail?: string
  /** Resolve only when release() is called. */
  hold?: boolean
}

type Handler = (req: SentRequest) => FakeReply

export const sent: SentRequest[] = []
export const storage = new Map<string, unknown>()
let handler: Handler = () => ({ statusCode: 200, data: { statusCode: 200, data: {} } })
const held: Array<() => void> = []

export function answer(fn: Handler): void {
  handler = fn
}

export function releaseHeld(): void {
  while (held.length) held.shift()?.()
}

export function resetFakeTaro(): void {
  sent.length = 0
  storage.clear()
  held.length = 0
  handler = () => ({ statusCode: 200, data: { statusCode: 200, data: {} } })
}

function request(req: SentRequest): Promise<{ statusCode: number; data: unknown; header: Record<string, string> }> {
  sent.push(req)
  const reply = handler(req)
  const settle = () =>
    reply.fail
      ? Promise.reject({ errMsg: reply.fail })
      : Promise.resolve({ statusCode: reply.statusCode ?? 200, data: reply.data, header: reply.header ?? {} })
  if (reply.hold) return new Promise((resolve, reject) => held.push(() => settle().then(resolve, reject)))
  return settle()
}

export const fakeTaro = {
  request: jest.fn(request),
  getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => void storage.set(key, JSON.parse(JSON.stringify(value))),
  removeStorageSync: (key: string) => void storage.delete(key)
}

export const fakeTaroModule = { __esModule: true, default: fakeTaro, ...fakeTaro }
