/** The mini-programs have no Douyin web OAuth (douyin-web.h5.ts is the H5 one): the button is not shown. */
export const douyinWebAvailable = false

export function douyinReturnUrl(redirect?: string): string {
  throw new Error(`Douyin login runs on H5 only (asked to return to ${redirect ?? 'mine'})`)
}

export function leaveFor(url: string): void {
  throw new Error(`Douyin login runs on H5 only (asked to open ${url})`)
}
