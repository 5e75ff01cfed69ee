import styled from "@emotion/styled";

/** The dark bar along the top of the page; each bar adds its own spacing and contents. */
export const TopBarFrame = styled.header`
  position: sticky;
  top: 0;
  z-index: 900;
  height: ${(p) => p.theme.layout.topBarHeight}px;
  display: flex;
  align-items: center;
  background: ${(p) => p.theme.color.topBar};
  color: ${(p) => p.theme.color.topBarText};
`;

export const TopBarIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.topBarText};
  cursor: pointer;
  i { font-size: 1.1rem; }
  &:hover { background: ${(p) => p.theme.color.topBarHover}; }
  &:focus-visible { outline: 2px solid #93c5fd; outline-offset: 1px; }
`;

/** Dropdowns placed on the dark top bar. */
export const TopBarPickerSlot = styled.div`
  /* Pickers give way before the actions do, so Log out never leaves the screen. */
  flex: 0 1 210px;
  min-width: 96px;
  .p-dropdown {
    width: 100%;
    background: rgba(255, 255, 255, 0.08);
    border-color: rgba(255, 255, 255, 0.18);
    border-radius: 10px;
  }
  .p-dropdown:not(.p-disabled):hover { border-color: rgba(255, 255, 255, 0.35); }
  .p-dropdown .p-dropdown-label, .p-dropdown .p-dropdown-trigger { color: #f1f6fb; }
  .p-dropdown .p-dropdown-label.p-placeholder { color: rgba(225, 236, 247, 0.6); }
  .p-dropdown .p-dropdown-label { padding: 0.55rem 0.8rem; }
`;
