/** Escapes LIKE wildcards (and the escape itself) so text is matched as typed: one rule for every search. */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)
