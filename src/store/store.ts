/**
 * The one jotai store. Code outside React (the router, the request layer logging a user out) reads and
 * writes the same atoms through it; the app renders under <Provider store={store}>.
 */
import { createStore } from 'jotai'

export const store = createStore()
