import type { Widget } from "../../../../../domain/dashboards/dashboard";
import { defaultTimeSpan } from "../../../../../domain/dashboards/timeSpan";
import type { Column } from "../../../../../domain/dashboards/widgetConfigs";
import {
  type LogVariableDto,
  MAIN_VARIABLES,
  pickMainVariables,
} from "../../../entities/vessel/mainVariables";
import type { Vessel } from "../../../entities/vessel/types";
import { http } from "../../../shared/api/httpClient";
import { createConfig } from "../state/widgetConfigStore";
import { newId } from "./newId";
import { widgetTypeInfo } from "./widgets";

export const LATEST_VALUES_NAME = "Latest values";

/**
 * The columns of the newcomer's table: each main variable (the list the vessel cards and the vessel
 * info page use) that some vessel has, with that vessel's variable, at LastReceived.
 */
export function mainVariableColumns(
  vesselIds: readonly string[],
  variables: readonly LogVariableDto[],
  now: number,
): Column[] {
  const picks = vesselIds.map((id) => pickMainVariables(variables.filter((v) => v.vesselId === id)));
  const columns: Column[] = [];
  for (const main of MAIN_VARIABLES) {
    const chosen = picks
      .map((pick) => pick.get(main.key))
      .filter((v): v is LogVariableDto => v !== undefined);
    if (chosen.length === 0) continue;
    columns.push({
      ...defaultTimeSpan(now),
      calculationType: "LastReceived",
      logVariables: chosen.map((v) => ({ id: v.id, unitCaption: v.unit.caption })),
      sequence: columns.length,
    });
  }
  return columns;
}

/**
 * The widgets of the first dashboard (created on the first visit): a table of the user's vessels'
 * latest values of the main variables at the top, the Welcome widget under it.
 */
export async function firstDashboardWidgets(vessels: readonly Vessel[]): Promise<Widget[]> {
  const welcome = widgetTypeInfo("WelcomeWidget");
  const table = widgetTypeInfo("VesselDataTable");
  const widgets: Widget[] = [];
  let top = 0;
  if (vessels.length > 0) {
    const ids = vessels.map((v) => v.id).slice(0, 50);
    let variables: LogVariableDto[] = [];
    try {
      variables = await http.get<LogVariableDto[]>(
        `/LogVariables?vesselIds=${ids.map(encodeURIComponent).join(",")}`,
      );
    } catch (error) {
      console.warn("The vessels' variables could not be read for the first dashboard", error);
    }
    const config = await createConfig("TableWidgetConfiguration", {
      displayType: "VesselDataTable",
      configurationName: LATEST_VALUES_NAME,
      vessels: ids.map((id) => ({ id })),
      columns: mainVariableColumns(ids, variables, Date.now()),
    });
    if (config) {
      widgets.push({
        id: newId(),
        name: LATEST_VALUES_NAME,
        configId: config.id,
        typeTemplate: table.template,
        type: "VesselDataTable",
        active: true,
        layout: { x: 0, y: 0, w: 24, h: 6 },
      });
      top = 6;
    }
  }
  widgets.push({
    id: newId(),
    name: welcome.defaultName,
    configId: null,
    typeTemplate: welcome.template,
    type: "WelcomeWidget",
    active: true,
    layout: { x: 0, y: top, w: welcome.defaultWidth, h: welcome.defaultHeight },
  });
  return widgets;
}
