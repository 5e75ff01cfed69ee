import { useSyncExternalStore } from "react";

export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/** Same value, or a plain object or array whose entries are each the same (`Object.is`). */
export function sameState<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A tiny observable value; React components read it through useStore. A `set` that changes nothing (the
 * same value, or a copy with the same entries, as `{ ...state, status: state.status }`) keeps the stored
 * value and notifies nobody: every subscriber of a React page re-renders on a notification, so a
 * subscriber or effect that writes back what it read would otherwise re-render the page without end
 * (React error #185).
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === "function" ? (next as (previous: T) => T)(value) : next;
      if (sameState(value, updated)) return;
      value = updated;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
