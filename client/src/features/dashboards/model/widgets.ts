import type { Widget } from "../../../../../domain/dashboards/dashboard";
import {
  WIDGET_CATALOGUE,
  type WidgetType,
  type WidgetTypeInfo,
} from "../../../../../domain/dashboards/widgetTypes";
import { newId } from "./newId";
import { firstFreeSpot } from "./placement";

export const widgetTypeInfo = (type: WidgetType): WidgetTypeInfo =>
  WIDGET_CATALOGUE.find((t) => t.type === type) ?? WIDGET_CATALOGUE[0]!;

/** The Add widget list (spec 3 §2): every addable type; the map only while the dashboard has none. */
export function addableTypes(widgets: readonly Widget[]): { info: WidgetTypeInfo; disabled: boolean }[] {
  return WIDGET_CATALOGUE.filter((t) => t.addable).map((info) => ({
    info,
    disabled: !info.multiple && widgets.some((w) => w.type === info.type),
  }));
}

/** A new widget of a type at its default size, at the first free spot of the dashboard. */
export function newWidget(
  type: WidgetType,
  widgets: readonly Widget[],
  configId: string | null,
  name?: string,
): Widget {
  const info = widgetTypeInfo(type);
  return {
    id: newId(),
    name: name ?? info.defaultName,
    configId,
    typeTemplate: info.template,
    type,
    active: true,
    layout: firstFreeSpot(
      widgets.map((w) => w.layout),
      { w: info.defaultWidth, h: info.defaultHeight },
    ),
  };
}
