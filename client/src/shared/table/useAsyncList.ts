import { useCallback, useEffect, useRef, useState } from "react";

export type LoadStatus = "loading" | "ready" | "error";

export interface AsyncList<T> {
  items: T[];
  status: LoadStatus;
  error: unknown;
  reload: () => Promise<void>;
  setItems: (update: (items: T[]) => T[]) => void;
}

/** Loads a list on mount and on reload; a failure logs a warning and leaves an empty list (spec 1 §8). */
export function useAsyncList<T>(load: () => Promise<T[]>, label: string): AsyncList<T> {
  const [items, setItemsState] = useState<T[]>([]);
  const [status, setStatus] = useState<LoadStatus>("loading");
  const [error, setError] = useState<unknown>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Two reloads can answer out of order (a save, then a conflict's "load theirs"): only the latest applies.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const next = await loadRef.current();
      if (call !== latest.current) return;
      setItemsState(Array.isArray(next) ? next : []);
      setStatus("ready");
      setError(null);
    } catch (failure) {
      if (call !== latest.current) return;
      console.warn(`Failed to load ${label}`, failure);
      setItemsState([]);
      setStatus("error");
      setError(failure);
    }
  }, [label]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const setItems = useCallback((update: (items: T[]) => T[]) => setItemsState(update), []);
  return { items, status, error, reload, setItems };
}
