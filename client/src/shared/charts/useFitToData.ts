import { useCallback, useState } from "react";
import { storageKeys } from "../storageKeys";

const read = (chart: string): boolean => {
  try {
    return localStorage.getItem(storageKeys.chartFitPrefix + chart) === "true";
  } catch {
    return false;
  }
};

/**
 * Whether a chart's y axis fits its data rather than the spec's default range, remembered per chart in
 * this browser (off until someone turns it on).
 */
export function useFitToData(chart: string): [boolean, (fit: boolean) => void] {
  const [fit, setFit] = useState(() => read(chart));
  const change = useCallback(
    (next: boolean) => {
      setFit(next);
      try {
        localStorage.setItem(storageKeys.chartFitPrefix + chart, String(next));
      } catch {
        // Storage refused (private mode, quota): the choice lasts for this page only.
      }
    },
    [chart],
  );
  return [fit, change];
}
