/** Who is signed in: the staff member, role and merchant (GET me); STAFF_NOT_LOGGED_IN means nobody. */
import { useQuery } from '@tanstack/react-query'
import { me } from '../api/admin-calls'
import { AdminError } from '../api/admin-error'

export const ME_KEY = ['me'] as const

export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return await me()
      } catch (e) {
        if (e instanceof AdminError && e.notLoggedIn) return null
        throw e
      }
    },
    staleTime: 60_000,
    retry: false
  })
}
