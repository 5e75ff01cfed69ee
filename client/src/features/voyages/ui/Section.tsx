import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Card } from "../../../shared/ui/Card";

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
  flex-wrap: wrap;
  h2 { font-size: 1.1rem; font-weight: 600; color: ${(p) => p.theme.color.text}; margin: 0; }
`;

/** A titled card of the emission screens, with actions on the right of its title. */
export function Section({
  title,
  actions,
  children,
  testId,
  compact,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  compact?: boolean;
}) {
  return (
    <Card data-testid={testId} css={compact ? { padding: 16 } : undefined}>
      <Head>
        <h2>{title}</h2>
        {actions && (
          <div css={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>{actions}</div>
        )}
      </Head>
      {children}
    </Card>
  );
}
