import styled from "@emotion/styled";

const Dot = styled.span<{ online: boolean }>`
  display: inline-block;
  flex: none;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${(p) => (p.online ? p.theme.color.success : p.theme.color.border)};
  box-shadow: ${(p) => (p.online ? `0 0 0 3px ${p.theme.color.successSoft}` : "none")};
  border: ${(p) => (p.online ? "0" : `1px solid ${p.theme.color.textMuted}`)};
`;

/** Green when the user was active within the last 10 minutes. */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <Dot
      online={online}
      role="img"
      aria-label={online ? "Online" : "Offline"}
      title={online ? "Online" : "Offline"}
      data-testid="user-online-dot"
      data-online={online}
    />
  );
}
