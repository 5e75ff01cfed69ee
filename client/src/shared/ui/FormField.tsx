import styled from "@emotion/styled";
import type { ReactNode } from "react";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 500; font-size: 0.92rem; color: ${(p) => p.theme.color.text}; }
  .p-inputtext { width: 100%; }
`;

const ErrorText = styled.small`
  color: ${(p) => p.theme.color.danger};
  font-size: 0.85rem;
  min-height: 1em;
`;

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string | null;
  errorTestId?: string;
  children: ReactNode;
}

export function FormField({ label, htmlFor, error, errorTestId, children }: FormFieldProps) {
  return (
    <Field>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error && (
        <ErrorText id={`${htmlFor}-error`} data-testid={errorTestId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
