import styled from "@emotion/styled";

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 36px 16px;
  color: ${(p) => p.theme.color.textMuted};
  i { font-size: 1.8rem; opacity: 0.7; }
`;

export function EmptyState({ icon, text, testId }: { icon: string; text: string; testId?: string }) {
  return (
    <Empty data-testid={testId}>
      <i className={icon} aria-hidden="true" />
      <span>{text}</span>
    </Empty>
  );
}
