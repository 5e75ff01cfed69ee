import type { VerifierGrant } from "../../domain/verifiers/verifierAccess.js";
import { type Projection, withEntry, withoutEntry } from "../projection.js";

export interface VerifierGrantView extends VerifierGrant {
  grantedBy: string;
  grantedAt: string;
}

/** The grant in force (or expired but not revoked) of each verifier, by user id; revoked grants drop out. */
export interface VerifierGrantsState {
  byUserId: Record<string, VerifierGrantView>;
}

export const verifierGrantsProjection: Projection<VerifierGrantsState> = {
  name: "verifierGrants",
  version: 1,
  initialState: () => ({ byUserId: {} }),
  evolve(state, event) {
    switch (event.type) {
      case "VerifierAccessGranted": {
        const { verifierUserId, ...grant } = event.data;
        return {
          byUserId: withEntry(state.byUserId, verifierUserId, {
            ...grant,
            grantedBy: event.metadata.userId,
            grantedAt: event.metadata.recordedAt,
          }),
        };
      }
      case "VerifierAccessRevoked":
        return { byUserId: withoutEntry(state.byUserId, event.data.verifierUserId) };
      case "UserDeleted":
        return { byUserId: withoutEntry(state.byUserId, event.data.userId) };
      default:
        return state;
    }
  },
};
