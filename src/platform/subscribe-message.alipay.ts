/**
 * Alipay mini-program: my.requestSubscribeMessage({entityIds}) from a tap, at most three templates. Its
 * answer marks each accepted id 'accept' or lists them in result.subscribeEntityIds; a failed or closed
 * dialog accepts nothing.
 */
import { acceptedTemplateIds, ASK_AT_ONCE_MAX } from '../../types/rules/subscription-message'

interface RequestSubscribeMessage {
  requestSubscribeMessage(options: { entityIds: string[]; success: (res: unknown) => void; fail: (res: unknown) => void }): void
}

declare const my: RequestSubscribeMessage

export function requestSubscribe(templateIds: readonly string[]): Promise<string[]> {
  const asked = templateIds.slice(0, ASK_AT_ONCE_MAX)
  if (!asked.length) return Promise.resolve([])
  return new Promise((resolve) => {
    try {
      my.requestSubscribeMessage({
        entityIds: [...asked],
        success: (res) => resolve(acceptedTemplateIds(res, asked)),
        fail: () => resolve([])
      })
    } catch {
      resolve([])
    }
  })
}
