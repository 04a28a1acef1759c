/** The console's vote calls (types/api/vote.ts ADMIN_VOTE_PATHS, under ADMIN_API). */
import { ADMIN_API, adminPath } from '../../../types/api/staff'
import { ADMIN_VOTE_PATHS, type AdminVote, type VoteInput } from '../../../types/api/vote'
import { adminGet, adminSend } from './admin-client'

const path = (p: string, id?: string) => `${ADMIN_API}${id ? adminPath(p, { id }) : p}`

export const votes = () => adminGet<AdminVote[]>(path(ADMIN_VOTE_PATHS.list))
export const saveVote = (id: string | null, body: VoteInput) =>
  id ? adminSend<AdminVote>('PUT', path(ADMIN_VOTE_PATHS.one, id), body) : adminSend<AdminVote>('POST', path(ADMIN_VOTE_PATHS.create), body)
export const closeVote = (id: string) => adminSend<AdminVote>('POST', path(ADMIN_VOTE_PATHS.close, id))
