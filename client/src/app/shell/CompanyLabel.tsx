import styled from "@emotion/styled";
import type { CurrentUser } from "../../entities/user/types";

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${(p) => p.theme.color.topBarMuted};
  font-weight: 500;
  white-space: nowrap;
  i { font-size: 0.95rem; }
`;

/** Who the user is acting for, when the company picker is not shown. */
export function CompanyLabel({ user }: { user: CurrentUser }) {
  if (!user.companyName) return null;
  return (
    <Label data-testid="company-name">
      <i className="pi pi-building" aria-hidden="true" />
      {user.companyName}
    </Label>
  );
}
