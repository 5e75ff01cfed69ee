/** Spec 1 §5 vessel-group name rules, the same function the server applies. */
export { vesselGroupNameProblem as validateVesselGroupName } from "../../../../../domain/vesselGroups/rules";
