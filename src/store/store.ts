/**
 * The one jotai store. Code outside React (the router, the request layer logging a user out, the dialog
 * queue) reads and writes the same atoms through it; the app renders under <Provider store={store}>.
 * State that outlives a render (the request client, the dialog ids, the open login-invalid alert) lives in
 * atoms here, never in module variables, so a fresh store starts everything afresh.
 */
import { createStore } from 'jotai'

export type Store = ReturnType<typeof createStore>

// A live binding: importers read `store` at each use, so replacing it reaches every module.
export let store: Store = createStore()

/** Starts from a fresh store (each test case does, as the conventions ask); answers it. */
export function freshStore(): Store {
  store = createStore()
  return store
}
