/** H5: browsers have no subscription dialog; the buyer is never asked and nothing is posted. */

/** Shows the dialog for `templateIds` (from a tap); answers the ids the buyer accepted. */
export function requestSubscribe(_templateIds: readonly string[]): Promise<string[]> {
  return Promise.resolve([])
}
