import { createContext, type ReactNode, useCallback, useContext, useState, useSyncExternalStore } from 'react';

/** Which colour picker of a group is open; opening one closes the others (spec 001 §4). */
export interface OpenPickerStore {
  getOpenId: () => string | null;
  subscribe: (listener: () => void) => () => void;
  open: (id: string) => void;
  /** Closes the picker `id`, and only it: a late close must not shut a picker opened since. */
  close: (id: string) => void;
}

export function createOpenPickerStore(): OpenPickerStore {
  let openId: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === openId) return;
    openId = next;
    for (const listener of listeners) listener();
  };
  return {
    getOpenId: () => openId,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (id) => set(id),
    close: (id) => {
      if (openId === id) set(null);
    },
  };
}

// Without a provider every picker on the page shares this one, which is what an editor wants.
const defaultStore = createOpenPickerStore();
const OpenPickerContext = createContext<OpenPickerStore>(defaultStore);

/** Gives the pickers inside it their own "one open at a time" group, apart from the page's. */
export function ColorPickerGroup({ children }: { children: ReactNode }) {
  const [store] = useState(createOpenPickerStore);
  return <OpenPickerContext.Provider value={store}>{children}</OpenPickerContext.Provider>;
}

/** Open state of the picker `id` within its group. */
export function useOpenPicker(id: string): { isOpen: boolean; open: () => void; close: () => void } {
  const store = useContext(OpenPickerContext);
  const openId = useSyncExternalStore(store.subscribe, store.getOpenId, store.getOpenId);
  const open = useCallback(() => store.open(id), [store, id]);
  const close = useCallback(() => store.close(id), [store, id]);
  return { isOpen: openId === id, open, close };
}
