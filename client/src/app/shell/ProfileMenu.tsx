import styled from "@emotion/styled";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { signOut } from "../../entities/session/sessionActions";
import { ROLE_LABELS } from "../../entities/user/roles";
import type { CurrentUser } from "../../entities/user/types";
import { linkMenuItem } from "../../shared/routing/linkMenuItem";

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  height: 40px;
  padding: 0 8px 0 4px;
  border-radius: 999px;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.topBarText};
  cursor: pointer;
  &:hover { background: ${(p) => p.theme.color.topBarHover}; }
  &:focus-visible { outline: 2px solid #93c5fd; }
  .name { font-weight: 500; max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 1500px) { .name { display: none; } }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: 0.8rem;
  font-weight: 700;
  color: #0b2239;
  background: linear-gradient(135deg, #7dd3fc, #5eead4);
  /* Drawn, not text: the button's name ("{name}, profile menu") must contain its visible text (WCAG 2.5.3),
     and initials alone would not match it. */
  &::before { content: attr(data-initials); }
`;

const MenuHeader = styled.div`
  padding: 12px 16px 10px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  margin-bottom: 4px;
  strong { display: block; color: ${(p) => p.theme.color.text}; }
  span { display: block; font-size: 0.85rem; color: ${(p) => p.theme.color.textMuted}; margin-top: 2px; }
`;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? "?") + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "")
  ).toUpperCase();
}

export function ProfileMenu({ user }: { user: CurrentUser }) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const displayName = user.name || user.email || user.userName;
  const items: MenuItem[] = [
    {
      template: () => (
        <MenuHeader>
          <strong>{displayName}</strong>
          <span>{user.email || user.userName}</span>
          <span>
            {ROLE_LABELS[user.role] ?? user.role}
            {user.companyName ? ` · ${user.companyName}` : ""}
          </span>
        </MenuHeader>
      ),
    },
    linkMenuItem(navigate, "/MyProfile", { label: "My profile", icon: "pi pi-user" }),
    {
      label: "Log out",
      icon: "pi pi-sign-out",
      command: () => {
        signOut();
        navigate("/login", { replace: true });
      },
    },
  ];
  return (
    <>
      <Trigger
        type="button"
        // The accessible name starts with the visible name (WCAG 2.5.3, label in name).
        aria-label={`${displayName}, profile menu`}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
        data-testid="profile-menu-button"
      >
        <Avatar aria-hidden="true" data-initials={initialsOf(displayName)} />
        <span className="name">{displayName}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Trigger>
      <Menu model={items} popup ref={menu} popupAlignment="right" css={{ minWidth: 240 }} />
    </>
  );
}
