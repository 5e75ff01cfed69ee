import styled from "@emotion/styled";
import { InputText } from "primereact/inputtext";
import { useState } from "react";

const Wrapper = styled.div`
  position: relative;
  .p-inputtext { width: 100%; padding-right: 2.75rem; }
`;

const Toggle = styled.button`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  width: 32px;
  height: 32px;
  border-radius: 8px;
  cursor: pointer;
  &:hover { color: ${(p) => p.theme.color.text}; background: ${(p) => p.theme.color.surfaceMuted}; }
`;

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  autoComplete: "current-password" | "new-password";
  testId?: string;
  toggleTestId?: string;
  /** Controlled visibility, so two fields can share one show/hide toggle. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  disabled?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = props.visible ?? ownVisible;
  const setVisible = props.onVisibleChange ?? setOwnVisible;
  return (
    <Wrapper>
      <InputText
        id={props.id}
        type={visible ? "text" : "password"}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        invalid={props.invalid}
        aria-invalid={props.invalid}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        autoComplete={props.autoComplete}
        data-testid={props.testId}
        disabled={props.disabled}
      />
      <Toggle
        type="button"
        onClick={() => setVisible(!visible)}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        data-testid={props.toggleTestId}
      >
        <i className={visible ? "pi pi-eye-slash" : "pi pi-eye"} aria-hidden="true" />
      </Toggle>
    </Wrapper>
  );
}
