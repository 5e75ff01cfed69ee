/**
 * Which company this page acts for (docs/architecture.md, Sign-in): an administrator's "view as"
 * company is kept per user on the server, so every tab shares it. Each call says which company its
 * page shows in `X-Acting-Company`; the server refuses a call whose page shows another company (409,
 * `code: "actingCompanyChanged"`), so nothing is read or written for a company the page does not show.
 */
export const ACTING_COMPANY_HEADER = "X-Acting-Company";
export const ACTING_COMPANY_CHANGED = "actingCompanyChanged";

/** undefined until the current user is known: then no header is sent. */
let pageCompany: string | null | undefined;

/** Set from the current user each time it is loaded; cleared at sign-out. */
export function setPageCompany(companyId: string | null | undefined): void {
  pageCompany = companyId;
}

export function pageCompanyHeaders(): Record<string, string> {
  return pageCompany === undefined ? {} : { [ACTING_COMPANY_HEADER]: pageCompany ?? "none" };
}

type ChangedHandler = (actingCompanyId: string | null) => void;
const changedHandlers = new Set<ChangedHandler>();

/** Called when the server says the session acts for another company than this page shows. */
export function onActingCompanyChanged(handler: ChangedHandler): () => void {
  changedHandlers.add(handler);
  return () => changedHandlers.delete(handler);
}

export function reportActingCompanyChanged(actingCompanyId: string | null): void {
  for (const handler of changedHandlers) handler(actingCompanyId);
}

/**
 * Tells the other tabs of this browser that the acting company changed, so they can say so at once
 * rather than on their next call. BroadcastChannel where there is one, else a storage event.
 */
const CHANNEL = "keelson.actingCompany";
const STORAGE_KEY = "keelson.actingCompanyChanged";

export function announceActingCompany(companyId: string | null): void {
  const message = { companyId, at: Date.now() };
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
}

/** Listens for another tab's announcement; answers the function that stops listening. */
export function listenForActingCompany(handler: (companyId: string | null) => void): () => void {
  const read = (data: unknown) => {
    const companyId = (data as { companyId?: unknown } | null)?.companyId;
    if (companyId === null || typeof companyId === "string") handler(companyId);
  };
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => read(event.data);
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      read(JSON.parse(event.newValue));
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
