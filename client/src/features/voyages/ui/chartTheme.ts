export { useChartBase } from "../../../shared/charts/chartBase";
