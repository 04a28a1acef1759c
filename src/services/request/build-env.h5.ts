/** Facts fixed by the build on H5: the gateway serves the page, so the API is on the same origin. */
export function apiHost(): string {
  return process.env.TARO_APP_API_HOST || ''
}

export function appIdOfBuild(): string {
  return process.env.TARO_APP_ID || 'h5'
}

export function isPreviewBuild(): boolean {
  return process.env.NODE_ENV !== 'production'
}
