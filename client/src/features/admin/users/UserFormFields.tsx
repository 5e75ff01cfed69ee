import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { ROLE_LABELS } from "../../../entities/user/roles";
import type { Role } from "../../../entities/user/types";
import { FormField } from "../../../shared/ui/FormField";
import { FormRow, FormStack } from "../common/formStyles";
import type { UserFormValues } from "./types";
import type { UserFormErrors } from "./validateUser";
import { withRole } from "./validateUser";

interface UserFormFieldsProps {
  values: UserFormValues;
  errors: UserFormErrors;
  /** The values the dialog opened with: a field's error shows once it differs, or after a save was tried. */
  initial: UserFormValues;
  showErrors: boolean;
  onChange: (values: UserFormValues) => void;
  roles: Role[];
  emailEditable: boolean;
  roleEditable: boolean;
}

/** E-mail, name, title, phone, role and data-outdated days of the user dialog. */
export function UserFormFields(props: UserFormFieldsProps) {
  const { values, errors, initial, showErrors, onChange, roles, emailEditable, roleEditable } = props;
  const apiUser = values.role === "ApiUser";
  const error = (field: keyof UserFormValues) =>
    showErrors || values[field] !== initial[field] ? errors[field] : undefined;
  const text = (field: keyof UserFormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [field]: event.target.value });
  const roleOptions = (roles.includes(values.role) ? roles : [values.role, ...roles]).map((role) => ({
    label: ROLE_LABELS[role] ?? role,
    value: role,
    disabled: !roles.includes(role),
  }));

  return (
    <FormStack>
      <FormField label="Role" htmlFor="user-role">
        <Dropdown
          inputId="user-role"
          value={values.role}
          options={roleOptions}
          onChange={(event) => onChange(withRole(values, event.value as Role))}
          disabled={!roleEditable}
          data-testid="user-role"
        />
      </FormField>
      {!apiUser && (
        <FormField label="E-mail" htmlFor="user-email" error={error("email")} errorTestId="user-email-error">
          <InputText
            id="user-email"
            value={values.email}
            onChange={text("email")}
            disabled={!emailEditable}
            invalid={!!error("email")}
            autoComplete="off"
            data-testid="user-email"
          />
        </FormField>
      )}
      <FormField label="Name" htmlFor="user-name" error={error("name")} errorTestId="user-name-error">
        <InputText
          id="user-name"
          value={values.name}
          onChange={text("name")}
          invalid={!!error("name")}
          data-testid="user-name"
        />
      </FormField>
      {!apiUser && (
        <FormRow>
          <FormField label="Title" htmlFor="user-title" error={error("title")} errorTestId="user-title-error">
            <InputText
              id="user-title"
              value={values.title}
              onChange={text("title")}
              invalid={!!error("title")}
              data-testid="user-title"
            />
          </FormField>
          <FormField label="Phone" htmlFor="user-phone">
            <InputText
              id="user-phone"
              value={values.phoneNumber}
              onChange={text("phoneNumber")}
              data-testid="user-phone"
            />
          </FormField>
        </FormRow>
      )}
      <FormField
        label="Days before data is outdated"
        htmlFor="user-days-outdated"
        error={error("daysBeforeDataOutdated")}
        errorTestId="user-days-outdated-error"
      >
        <InputText
          id="user-days-outdated"
          value={values.daysBeforeDataOutdated}
          onChange={text("daysBeforeDataOutdated")}
          keyfilter="pint"
          invalid={!!error("daysBeforeDataOutdated")}
          data-testid="user-days-outdated"
        />
      </FormField>
    </FormStack>
  );
}
