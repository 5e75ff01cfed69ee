import styled from "@emotion/styled";
import { ProgressSpinner } from "primereact/progressspinner";
import { BrandMark } from "./BrandMark";

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 14px;
  color: ${(p) => p.theme.color.textMuted};
`;

export function FullPageLoader({ text = "Loading…" }: { text?: string }) {
  return (
    <Screen role="status" aria-live="polite">
      <BrandMark size={44} />
      <ProgressSpinner style={{ width: 36, height: 36 }} strokeWidth="4" />
      <span>{text}</span>
    </Screen>
  );
}
