import { createStore } from "../store/createStore";

export type SnackbarColor = "error" | "success" | "info" | "warning";

/** Snackbar config (spec: text, color, timeout, show, closeButton). */
export interface SnackbarConfig {
  text: string;
  color: SnackbarColor;
  timeout: number;
  show: boolean;
  closeButton: boolean;
  /** Bumped on every call so the same text twice restarts the timer. */
  id: number;
}

export const SNACKBAR_DEFAULTS = {
  text: "An error occurred.",
  color: "error",
  timeout: 5000,
  show: true,
  closeButton: false,
} as const satisfies Omit<SnackbarConfig, "id">;

export const snackbarStore = createStore<SnackbarConfig>({ ...SNACKBAR_DEFAULTS, show: false, id: 0 });

export function showSnackbar(config: Partial<Omit<SnackbarConfig, "id">> = {}): void {
  snackbarStore.set((previous) => ({ ...SNACKBAR_DEFAULTS, ...config, id: previous.id + 1 }));
}

export function hideSnackbar(): void {
  snackbarStore.set((previous) => ({ ...previous, show: false }));
}
