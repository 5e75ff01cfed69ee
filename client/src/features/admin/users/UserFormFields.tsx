import { Dropdown } from "primereact/dropdown";
import { TEXT_LIMITS } from "../../../../../domain/shared/limits";
import { ROLE_LABELS } from "../../../entities/user/roles";
import type { Role } from "../../../entities/user/types";
import { FormField } from "../../../shared/ui/FormField";
import { FormRow, FormStack } from "../../../shared/ui/formStyles";
import { TextFormField } from "../../../shared/ui/TextFormField";
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
  const set = (field: keyof UserFormValues) => (value: string) => onChange({ ...values, [field]: value });
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
        <TextFormField
          id="user-email"
          label="E-mail"
          value={values.email}
          onChange={set("email")}
          error={error("email")}
          disabled={!emailEditable}
          autoComplete="off"
        />
      )}
      <TextFormField
        id="user-name"
        label="Name"
        value={values.name}
        onChange={set("name")}
        error={error("name")}
      />
      {!apiUser && (
        <FormRow>
          <TextFormField
            id="user-title"
            maxLength={TEXT_LIMITS.title}
            label="Title"
            value={values.title}
            onChange={set("title")}
            error={error("title")}
          />
          <TextFormField
            id="user-phone"
            maxLength={TEXT_LIMITS.phone}
            label="Phone"
            value={values.phoneNumber}
            onChange={set("phoneNumber")}
          />
        </FormRow>
      )}
      <TextFormField
        id="user-days-outdated"
        label="Days before data is outdated"
        value={values.daysBeforeDataOutdated}
        onChange={set("daysBeforeDataOutdated")}
        error={error("daysBeforeDataOutdated")}
        keyfilter="pint"
      />
    </FormStack>
  );
}
