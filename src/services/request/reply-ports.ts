/**
 * What the reply handling needs from the rest of the app: dialogs, navigation and the session. The app
 * wires them to the dialog host, the router and local storage (app-request.ts); tests wire fakes.
 */

export interface AlertOptions {
  title?: string
  content: string
  confirmText?: string
}

export interface RetryOptions {
  title?: string
  content: string
  retryText: string
  cancelText: string
}

export interface CrowdedDialog {
  /** Resolves when the buyer taps cancel or back; never resolves if they do not. */
  readonly choice: Promise<'cancel' | 'back'>
  /** Shows the buyer's place in the waiting room and the wait, as each retry answers them (no progress bar). */
  update(content: string): void
  close(): void
}

export interface ReplyUi {
  toast(text: string): void
  alert(options: AlertOptions): Promise<void>
  /** true when the buyer asks to retry. */
  retryPrompt(options: RetryOptions): Promise<boolean>
  /** A dialog whose button stays disabled through a countdown. */
  waiting(options: AlertOptions & { seconds: number }): Promise<void>
  /** 'ticket channel crowded, trying automatically', with cancel and back, while retries run. */
  crowded(options: { content: string; cancelText: string; backText: string; inLine?: boolean }): CrowdedDialog
  /** The login-status popup about language, login method or area (codes 22046008 and 22046007). */
  loginStatusPopup(code: number): void
}

export interface ReplyNavigation {
  toLogin(): void
  back(): void
  backRefresh(): void
  /** The account-bind page; a 15012020 reply's bind token (and email) go along. */
  openBindPage(params: { bindToken?: string; email?: string; bindType?: string }): void
  openShopState(): void
}

export interface SessionPort {
  accessToken(): string | undefined
  refreshToken(): string | undefined
  privilegeToken(): string | undefined
  saveTokens(data: Record<string, unknown>): void
  /** With an access token: a full logout. */
  logout(): void
  /** Without one: only local data is cleared. */
  clearLocalData(): void
  saveBackMode(mode: number): void
  /** The merchant's shop status (OPEN, CLOSED ...), for the shop-state rule. */
  shopStatus(): string | undefined
  /** The logged-in buyer's id: the fallback cache keeps each buyer's replies apart. */
  userId?(): string | undefined
}
