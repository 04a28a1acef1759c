/** A RequestClient wired like the app's, with a recording UI and navigation. */
import { RequestClient, type ClientContext } from '../../src/services/request/request-client'
import { createSessionPort } from '../../src/services/request/session-port'
import type { CrowdedDialog, ReplyNavigation, ReplyUi } from '../../src/services/request/reply-ports'
import type { LoadingOverlay } from '../../src/services/request/loading-overlay'
import type { Locale } from '../../src/locales/i18n'
import type { RequestError } from '../../src/services/request/request-error'

export interface UiRecord {
  events: string[]
  /** What retry prompts answer: true to retry. */
  retryAnswer: boolean
  /** Resolves the open crowded dialog with this choice. */
  chooseCrowded?: (choice: 'cancel' | 'back') => void
  crowdedClosed: number
  /** When set, alerts stay open until closeAlerts(), like a real dialog the buyer has not tapped yet. */
  holdAlerts: boolean
  closeAlerts(): void
}

export function recordingUi(): { ui: ReplyUi; record: UiRecord } {
  const open: Array<() => void> = []
  const record: UiRecord = {
    events: [],
    retryAnswer: false,
    crowdedClosed: 0,
    holdAlerts: false,
    closeAlerts: () => open.splice(0).forEach((close) => close())
  }
  const ui: ReplyUi = {
    toast: (text) => void record.events.push(`toast:${text}`),
    alert: (o) => {
      record.events.push(`alert:${o.title ? `${o.title}|` : ''}${o.content}|${o.confirmText ?? ''}`)
      return record.holdAlerts ? new Promise<void>((resolve) => open.push(resolve)) : Promise.resolve()
    },
    retryPrompt: async (o) => {
      record.events.push(`retry:${o.title ? `${o.title}|` : ''}${o.content}`)
      return record.retryAnswer
    },
    waiting: async (o) => void record.events.push(`waiting:${o.seconds}:${o.content}`),
    crowded: (o): CrowdedDialog => {
      record.events.push(`crowded:${o.content}|${o.cancelText}|${o.backText}`)
      const choice = new Promise<'cancel' | 'back'>((resolve) => (record.chooseCrowded = resolve))
      return { choice, update: (text) => void record.events.push(`crowded-update:${text}`), close: () => void (record.crowdedClosed += 1) }
    },
    loginStatusPopup: (code) => void record.events.push(`login-status:${code}`)
  }
  return { ui, record }
}

export function recordingNav(events: string[]): ReplyNavigation {
  return {
    toLogin: () => void events.push('nav:login'),
    back: () => void events.push('nav:back'),
    backRefresh: () => void events.push('nav:backRefresh'),
    openBindPage: (params) => void events.push(params.bindToken ? `nav:bind:${params.bindToken}` : 'nav:bind'),
    openShopState: () => void events.push('nav:shop-state')
  }
}

export interface HarnessOptions {
  locale?: Locale
  preview?: boolean
  channelId?: string
  overlay?: LoadingOverlay
  sleep?: (ms: number) => Promise<void>
  /** The client's clock (the fallback cache's saved-at and age). */
  now?: () => number
}

export const HOST = 'https://gw.test'

export function createHarness(options: HarnessOptions = {}) {
  const { ui, record } = recordingUi()
  const warnings: string[] = []
  const context: ClientContext = {
    host: HOST,
    merchantId: () => 'M100',
    appId: () => 'wx-app',
    channelId: () => options.channelId ?? 'CH1',
    terminalSrc: () => 'WEIXIN_MINI',
    src: () => 'WEIXIN_MINI',
    isPreview: () => options.preview ?? false,
    locale: () => options.locale ?? 'zh-CN',
    riskHeader: () => 'risk-M100'
  }
  const client = new RequestClient({
    context,
    session: createSessionPort(),
    ui,
    nav: recordingNav(record.events),
    overlay: options.overlay,
    warn: (m) => warnings.push(m),
    sleep: options.sleep,
    now: options.now,
    traceId: () => 'trace-1'
  })
  return { client, record, warnings }
}

export function envelope(data: unknown, extra: Record<string, unknown> = {}) {
  return { statusCode: 200, data: { statusCode: 200, data, ...extra } }
}

export function failure(statusCode: number, extra: Record<string, unknown> = {}) {
  return { statusCode: 200, data: { statusCode, comments: `failed ${statusCode}`, data: null, ...extra } }
}

/** Splits a sent URL into its path and query. */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const u = new URL(url)
  return { path: u.pathname, query: Object.fromEntries(u.searchParams.entries()) }
}

/** The RequestError a call must fail with; a call that succeeds fails the test. */
export function failed(call: Promise<unknown>): Promise<RequestError> {
  return call.then(
    (value) => {
      throw new Error(`expected the call to fail, it returned ${JSON.stringify(value)}`)
    },
    (error: RequestError) => error
  )
}
