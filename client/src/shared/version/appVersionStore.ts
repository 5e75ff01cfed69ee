import { http } from "../api/httpClient";
import { createStore } from "../store/createStore";

export const appVersionStore = createStore<{
  version: string | null;
  status: "idle" | "loading" | "ready" | "error";
}>({ version: null, status: "idle" });

/** GET /Version once per page load. */
export async function loadAppVersion(): Promise<void> {
  if (appVersionStore.get().status !== "idle") return;
  appVersionStore.set({ version: null, status: "loading" });
  try {
    const answer = await http.get<{ version: string }>("/Version");
    appVersionStore.set({ version: answer?.version ? String(answer.version) : null, status: "ready" });
  } catch (error) {
    console.warn("Failed to load the version number", error);
    appVersionStore.set({ version: null, status: "error" });
  }
}
