import { useEffect, useState } from "react";
import { useVesselsRevision } from "./liveRefresh";

export type VesselsAnswer<T> = { status: "loading" } | { status: "ready"; rows: T[] } | { status: "error" };

/**
 * A widget's per-vessel answer for the chosen vessels, read again after an import of one of them
 * (a stale answer of an earlier choice is dropped). `what` names it in the console on a failure.
 */
export function useVesselsAnswer<T>(
  vesselIds: readonly string[],
  load: (vesselIds: string[]) => Promise<{ vessels: T[] }>,
  what: string,
): VesselsAnswer<T> {
  const key = vesselIds.join(",");
  const revision = useVesselsRevision([...vesselIds]);
  const [answer, setAnswer] = useState<VesselsAnswer<T>>({ status: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the vessels are read through `key`; `load` is a module function
  useEffect(() => {
    if (key === "" || revision === "") return;
    let current = true;
    load(key.split(",")).then(
      (loaded) => current && setAnswer({ status: "ready", rows: loaded.vessels }),
      (error) => {
        console.warn(`The ${what} could not be loaded`, error);
        if (current) setAnswer({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [key, revision]);
  return answer;
}
