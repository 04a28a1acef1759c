/**
 * The platform's subscription dialog. Taro builds pick subscribe-message.weapp.ts, .alipay.ts or .h5.ts;
 * this file is what the type check and the unit tests see, and, like H5, has no such dialog: nothing is asked.
 */

/** Shows the dialog for `templateIds` (from a tap); answers the ids the buyer accepted. */
export function requestSubscribe(_templateIds: readonly string[]): Promise<string[]> {
  return Promise.resolve([])
}
