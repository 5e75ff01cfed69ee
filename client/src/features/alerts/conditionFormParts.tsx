import styled from "@emotion/styled";

/** Pieces of the condition form shared by its page and its level blocks. */

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  align-items: start;
`;

export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: 22px;
  cursor: pointer;
  color: ${(p) => p.theme.color.text};
`;

/** A broken rule under the fields it concerns (`<id>-error`, read out as an alert). */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <small
      id={`${id}-error`}
      role="alert"
      data-testid={`${id}-error`}
      css={(theme) => ({ color: theme.color.danger, fontSize: "0.85rem" })}
    >
      {text}
    </small>
  );
}
