/** The app's own version, sent with every call (`ver`) and asked of version/match; the demo seed publishes it. */
export const CLIENT_VERSION = '4.8.0'
