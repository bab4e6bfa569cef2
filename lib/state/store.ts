// One jotai store per browser tab, shared by React (the Provider) and plain modules (the API
// client, the bootstrap). On the server each caller gets a fresh store, so nothing one
// request writes can reach another's render.
import { createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;
let browserStore: Store | undefined;

export function getAppStore(): Store {
  if (typeof window === 'undefined') return createStore();
  browserStore ??= createStore();
  return browserStore;
}

export type AppStore = Store;
