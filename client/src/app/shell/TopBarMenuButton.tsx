import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useRef } from "react";
import { TopBarIconButton } from "../../shared/ui/topBarStyles";

interface TopBarMenuButtonProps {
  icon: string;
  label: string;
  items: MenuItem[];
  testId: string;
}

/** A top-bar icon that opens a popup menu. */
export function TopBarMenuButton({ icon, label, items, testId }: TopBarMenuButtonProps) {
  const menu = useRef<Menu>(null);
  return (
    <>
      <TopBarIconButton
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
        data-testid={testId}
      >
        <i className={icon} aria-hidden="true" />
      </TopBarIconButton>
      <Menu model={items} popup ref={menu} popupAlignment="right" data-testid={`${testId}-menu`} />
    </>
  );
}
