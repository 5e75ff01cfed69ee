import { EMPTY_EMISSION_SETTINGS, type VesselEmissionSettings } from "../../domain/fuel/emissionSettings.js";
import { movesExportDateOn } from "../../domain/imports/dataImported.js";
import type { ShaftPowerLimitation } from "../../domain/shapoli/limitation.js";
import { entryOf } from "../../domain/shared/records.js";
import type { ActiveStatus, VesselParticulars } from "../../domain/vessels/vessel.js";
import { type Projection, updateEntry, withEntry, withoutEntry } from "../projection.js";

/** Deadweight, gross tonnage and number of shafts are shared with the particulars: the latest edit wins. */
export interface VesselView extends VesselParticulars, Omit<VesselEmissionSettings, keyof VesselParticulars> {
  id: string;
  imoNumber: string;
  created: string;
  companyId: string | null;
  activeStatus: ActiveStatus;
  isDataReceiver: boolean;
  featureIds: number[];
  cargoUnitIds: number[];
  lastExportDate: string | null;
  hasVeracityKey: boolean;
  veracityKeyExpirationDate: string | null;
  /** MEPC.335(76) shaft power limitation (kW), or null when the vessel has none. */
  shaftPowerLimitation: ShaftPowerLimitation | null;
  /** Version of the vessel's stream: send it back to edit (409 when stale). */
  version: number;
}

export interface VesselsState {
  byId: Record<string, VesselView>;
  /** The external data-access keys, apart from the views so that no vessel answer carries one by accident. */
  veracityKeyById: Record<string, string>;
  /** Newest logged time its imported packages brought, per IMO number (its data receiver's "last data sent"). */
  lastExportDateByImo: Record<string, string>;
}

const update = (
  state: VesselsState,
  vesselId: string,
  version: number,
  change: (v: VesselView) => Partial<VesselView>,
): VesselsState => ({
  ...state,
  byId: updateEntry(state.byId, vesselId, (v) => ({ ...v, ...change(v), version })),
});

export const vesselsProjection: Projection<VesselsState> = {
  name: "vessels",
  version: 5,
  initialState: () => ({ byId: {}, veracityKeyById: {}, lastExportDateByImo: {} }),
  evolve(state, event) {
    const v = event.version;
    switch (event.type) {
      case "VesselRegistered": {
        const { vesselId, ...rest } = event.data;
        const view: VesselView = {
          id: vesselId,
          ...EMPTY_EMISSION_SETTINGS,
          ...rest,
          companyId: null,
          activeStatus: "Unassigned",
          isDataReceiver: false,
          featureIds: [],
          cargoUnitIds: [],
          lastExportDate: null,
          hasVeracityKey: false,
          veracityKeyExpirationDate: null,
          shaftPowerLimitation: null,
          version: v,
        };
        return { ...state, byId: withEntry(state.byId, vesselId, view) };
      }
      case "VesselParticularsUpdated": {
        const { vesselId, ...particulars } = event.data;
        return update(state, vesselId, v, () => particulars);
      }
      case "VesselDraftUpdated":
        return update(state, event.data.vesselId, v, () => ({ draftMean: event.data.draftMean }));
      case "VesselAssignedToCompany":
        return update(state, event.data.vesselId, v, () => ({
          companyId: event.data.companyId,
          activeStatus: "Assigned",
        }));
      case "VesselUnassigned":
        return update(state, event.data.vesselId, v, () => ({ companyId: null, activeStatus: "Unassigned" }));
      case "VesselActivated":
        return update(state, event.data.vesselId, v, (vessel) => ({
          activeStatus: vessel.companyId === null ? "Unassigned" : "Active",
        }));
      case "VesselDeactivated":
        return update(state, event.data.vesselId, v, () => ({ activeStatus: "Assigned" }));
      case "VesselArchived":
        return update(state, event.data.vesselId, v, () => ({ activeStatus: "Archived" }));
      case "VesselDeleted":
        return {
          ...state,
          byId: withoutEntry(state.byId, event.data.vesselId),
          veracityKeyById: withoutEntry(state.veracityKeyById, event.data.vesselId),
        };
      case "VesselFeatureActivated":
        return update(state, event.data.vesselId, v, (vessel) => ({
          featureIds: [...vessel.featureIds, event.data.featureId],
        }));
      case "VesselFeatureDeactivated":
        return update(state, event.data.vesselId, v, (vessel) => ({
          featureIds: vessel.featureIds.filter((id) => id !== event.data.featureId),
        }));
      case "VesselCargoUnitAdded":
        return update(state, event.data.vesselId, v, (vessel) => ({
          cargoUnitIds: [...vessel.cargoUnitIds, event.data.cargoUnitId],
        }));
      case "VesselCargoUnitRemoved":
        return update(state, event.data.vesselId, v, (vessel) => ({
          cargoUnitIds: vessel.cargoUnitIds.filter((id) => id !== event.data.cargoUnitId),
        }));
      case "VesselDataReceiverSet": {
        const target = entryOf(state.byId, event.data.vesselId);
        if (!target) return state;
        const byId: Record<string, VesselView> = {};
        for (const [id, vessel] of Object.entries(state.byId)) {
          const sameImo = vessel.imoNumber === target.imoNumber;
          byId[id] = sameImo ? { ...vessel, isDataReceiver: id === target.id } : vessel;
        }
        byId[target.id] = { ...byId[target.id]!, version: v };
        return { ...state, byId };
      }
      case "VesselEmissionSettingsUpdated": {
        const { vesselId, ...settings } = event.data;
        return update(state, vesselId, v, () => settings);
      }
      case "VesselShaftPowerLimitationSet": {
        const { vesselId, limitedPower, unlimitedPower } = event.data;
        return update(state, vesselId, v, () => ({
          shaftPowerLimitation:
            limitedPower !== null && unlimitedPower !== null ? { limitedPower, unlimitedPower } : null,
        }));
      }
      case "VesselDataReceiverUnset":
        return update(state, event.data.vesselId, v, () => ({ isDataReceiver: false }));
      case "VesselVeracityKeyUpdated": {
        const { vesselId, veracityKey, expirationDate } = event.data;
        if (!entryOf(state.byId, vesselId)) return state;
        return {
          ...update(state, vesselId, v, () => ({
            hasVeracityKey: true,
            veracityKeyExpirationDate: expirationDate,
          })),
          veracityKeyById: withEntry(state.veracityKeyById, vesselId, veracityKey),
        };
      }
      case "VesselDataImported": {
        const { imoNumber, lastExportDate } = event.data;
        if (!movesExportDateOn(entryOf(state.lastExportDateByImo, imoNumber), lastExportDate)) return state;
        return {
          ...state,
          lastExportDateByImo: withEntry(state.lastExportDateByImo, imoNumber, lastExportDate),
        };
      }
      default:
        return state;
    }
  },
};

export const vesselsOfCompany = (state: VesselsState, companyId: string): VesselView[] =>
  Object.values(state.byId).filter((v) => v.companyId === companyId);
