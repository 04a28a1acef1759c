/**
 * The user service's mini-program calls (calls-errors-limits.md section 4 "Login flows": "Phone binding
 * and pre-login are not supported on the web; they reject with 'h5 not support'"). This file is the web's
 * (and the type check's); the mini-programs have mini-account.weapp.ts and mini-account.alipay.ts.
 */
export type MiniPlatform = 'WEAPP' | 'ALIPAY'

const H5_NOT_SUPPORTED = 'h5 not support'

/** The platform the mini-program login runs on; none on the web. */
export const miniPlatform: MiniPlatform | undefined = undefined

/** The platform's login code for the gateway's exchange. */
export function preLogin(): Promise<string> {
  return Promise.reject(new Error(H5_NOT_SUPPORTED))
}

/** Binds the phone number the platform vouches for (its phone proof) to the logged-in buyer. */
export function bindPhone(_phoneProof: string): Promise<{ cellphone: string }> {
  return Promise.reject(new Error(H5_NOT_SUPPORTED))
}
