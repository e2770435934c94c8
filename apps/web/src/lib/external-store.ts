/**
 * A value kept outside React, so that code which is not a component (the error handler, a login, the
 * checkIp answer) can set it, and components read it with `useExternalStore`.
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get: () => T;
  /** Replaces the value and tells the readers (nothing happens when it is the same value). */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(value, next)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
