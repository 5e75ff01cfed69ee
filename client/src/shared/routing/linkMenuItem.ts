import type { MenuItem, MenuItemCommandEvent } from "primereact/menuitem";

/** Whether a click should open the link in this tab (no modifier, main button). */
function isPlainClick(event: MenuItemCommandEvent["originalEvent"]): boolean {
  const mouse = event as unknown as MouseEvent;
  return !(mouse.button > 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey);
}

/**
 * A popup-menu entry that is a real link to an app path: the anchor carries the path as its href, so
 * middle-click, Ctrl-click and "Open link in new tab" work, while a plain click navigates inside the
 * app without reloading it.
 */
export function linkMenuItem(
  navigate: (path: string) => void,
  path: string,
  item: Omit<MenuItem, "url" | "command">,
): MenuItem {
  return {
    ...item,
    url: path,
    command: ({ originalEvent }) => {
      if (!isPlainClick(originalEvent)) return;
      originalEvent.preventDefault();
      navigate(path);
    },
  };
}
