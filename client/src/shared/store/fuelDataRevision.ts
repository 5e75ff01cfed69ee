import { createStore, useStore } from "./createStore";

/**
 * Counts changes to a vessel's fuel records (soundings, bunkerings, consumptions, operations) and voyage
 * reloads, so that a panel computed from them in another feature (the voyage's fuel stock balance)
 * loads again without knowing which feature made the change.
 */
const fuelDataRevision = createStore(0);

export const announceFuelDataChanged = (): void => fuelDataRevision.set((revision) => revision + 1);

export const useFuelDataRevision = (): number => useStore(fuelDataRevision);

/** The answer of a call that changed fuel records, announced once it succeeded. */
export async function changingFuelData<T>(call: Promise<T>): Promise<T> {
  const answer = await call;
  announceFuelDataChanged();
  return answer;
}
