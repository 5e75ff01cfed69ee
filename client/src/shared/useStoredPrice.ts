import { useEffect, useState } from "react";

/**
 * A price the user entered, kept in this browser's localStorage under `key` (storageKeys.ts): a number
 * from 0 to `max`, or null for none. Read again when the key changes.
 */
export function useStoredPrice(key: string, max = 10_000): [number | null, (price: number | null) => void] {
  const read = () => {
    const stored = Number(localStorage.getItem(key) ?? "NaN");
    return Number.isFinite(stored) && stored >= 0 && stored <= max ? stored : null;
  };
  const [price, setPrice] = useState<number | null>(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read depends only on key
  useEffect(() => setPrice(read()), [key]);
  const save = (next: number | null) => {
    if (next === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(next));
    setPrice(next);
  };
  return [price, save];
}
