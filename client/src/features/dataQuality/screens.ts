/** The data-quality screens the /DataQuality/ routes load lazily. */
export { DataAlignment } from "./DataAlignment";
export { DataAvailability } from "./DataAvailability";
export { DataOutliers } from "./DataOutliers";
export { DqFleetOverview } from "./DqFleetOverview";
export { SpeedLog } from "./SpeedLog";
