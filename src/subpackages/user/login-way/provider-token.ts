/**
 * An identity token from Google or Apple by their documented web flows, the provider's script loaded from
 * the provider only when the buyer presses the button (never at first paint):
 * - Google Identity Services: google.accounts.id.initialize with our client id, then prompt(); the
 *   callback's credential is the ID token (developers.google.com/identity/gsi/web/reference/js-reference).
 * - Sign in with Apple JS: AppleID.auth.init with our Services ID and usePopup, then signIn(); the reply's
 *   authorization.id_token is the token (developer.apple.com/documentation/sign_in_with_apple/sign_in_with_apple_js).
 * The gateway verifies the token (server/src/identity/id-token-verifier.ts). The login page takes any
 * TokenSource, so tests hand it a stand-in.
 */
export type OutsideProvider = 'google' | 'apple'

export type TokenSource = (provider: OutsideProvider, clientId: string) => Promise<string>

const SCRIPTS: Record<OutsideProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'
}

interface GoogleIdApi {
  initialize(options: { client_id: string; callback(reply: { credential?: string }): void; use_fedcm_for_prompt?: boolean }): void
  prompt(listener?: (moment: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean }) => void): void
}

interface AppleIdApi {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void
  signIn(): Promise<{ authorization?: { id_token?: string } }>
}

interface ProviderGlobals {
  google?: { accounts?: { id?: GoogleIdApi } }
  AppleID?: { auth?: AppleIdApi }
}

const loading = new Map<string, Promise<void>>()

function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const done = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      reject(new Error(`could not load ${src}`))
    }
    document.head.appendChild(script)
  })
  loading.set(src, done)
  return done
}

async function googleToken(clientId: string): Promise<string> {
  await loadScript(SCRIPTS.google)
  const id = (window as ProviderGlobals).google?.accounts?.id
  if (!id) throw new Error('Google Identity Services did not start')
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      callback: (reply) => (reply.credential ? resolve(reply.credential) : reject(new Error('no Google credential')))
    })
    id.prompt((moment) => {
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) reject(new Error('Google sign-in was not shown or was closed'))
    })
  })
}

async function appleToken(clientId: string): Promise<string> {
  await loadScript(SCRIPTS.apple)
  const auth = (window as ProviderGlobals).AppleID?.auth
  if (!auth) throw new Error('Sign in with Apple did not start')
  auth.init({ clientId, scope: 'email', redirectURI: `${window.location.origin}/login-way`, usePopup: true })
  const reply = await auth.signIn()
  const token = reply.authorization?.id_token
  if (!token) throw new Error('no Apple identity token')
  return token
}

export const providerToken: TokenSource = (provider, clientId) => (provider === 'google' ? googleToken(clientId) : appleToken(clientId))

/** Google's double-submit cookie when its flow set one (the gateway compares it with the body's copy). */
export function googleCsrfCookie(): string | undefined {
  const match = /(?:^|;\s*)g_csrf_token=([^;]+)/.exec(document.cookie)
  return match ? decodeURIComponent(match[1]) : undefined
}
