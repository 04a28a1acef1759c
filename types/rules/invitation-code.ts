/**
 * Invitation codes (issue #17 bind-invitation-ticket), shared by the app's form and the gateway: 20
 * characters of RFC 4648 base32 (A-Z, 2-7: 100 random bits, far past guessing at any rate the gateway
 * allows), shown in five groups of four for reading aloud and typing (ABCD-EFGH-…).
 */
export const INVITATION_CODE_LENGTH = 20
export const INVITATION_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/**
 * What a buyer typed, as the code is stored, or null when it cannot be one. Case, spaces and dashes do
 * not matter; the digits base32 leaves out are read as the letters they are mistaken for (0 → O, 1 → I,
 * 8 → B), since the code is often copied from paper.
 */
export function normalizeInvitationCode(input: string): string | null {
  const plain = input
    .toUpperCase()
    .replace(/[\s\-_]/g, '')
    .replace(/0/g, 'O')
    .replace(/1/g, 'I')
    .replace(/8/g, 'B')
  return plain.length === INVITATION_CODE_LENGTH && /^[A-Z2-7]+$/.test(plain) ? plain : null
}

/** The stored code in groups of four: ABCD-EFGH-IJKL-MNOP-QRST. */
export function formatInvitationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code
}

/** A code from 20 random bytes (each byte's low 5 bits: 32 divides 256, so no bias). */
export function invitationCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < INVITATION_CODE_LENGTH) throw new Error('invitation code needs 20 random bytes')
  let code = ''
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) code += INVITATION_ALPHABET[bytes[i] & 31]
  return code
}
