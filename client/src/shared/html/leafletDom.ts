import L, {
  type DivIcon,
  type DivIconOptions,
  type Layer,
  type PopupOptions,
  type TooltipOptions,
} from "leaflet";

/**
 * Leaflet popups and tooltips take HTML strings as readily as DOM nodes. These helpers accept only a
 * DOM node, built with document.createElement and textContent, so no name from data becomes markup.
 * They are the only place in the client that calls bindPopup / bindTooltip / divIcon
 * (noRawHtmlSinks.test.ts).
 */
export function bindDomPopup(layer: Layer, content: HTMLElement, options?: PopupOptions): void {
  layer.bindPopup(content, options);
}

export function bindDomTooltip(layer: Layer, content: HTMLElement, options?: TooltipOptions): void {
  layer.bindTooltip(content, options);
}

/** A marker icon showing a DOM node: a divIcon's string `html` would be set as innerHTML. */
export function domDivIcon(content: HTMLElement, options?: Omit<DivIconOptions, "html">): DivIcon {
  return L.divIcon({ ...options, html: content });
}

/** An element with text only: `el("div", "Nordic Aurora", "vessel-map-popup-title")`. */
export function textElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}
