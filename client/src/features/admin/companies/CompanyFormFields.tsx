import { Dropdown } from "primereact/dropdown";
import { InputTextarea } from "primereact/inputtextarea";
import { TEXT_LIMITS } from "../../../../../domain/shared/limits";
import type { SubscriptionStatus } from "../../../entities/company/types";
import { FormField } from "../../../shared/ui/FormField";
import { FormRow, FormStack } from "../../../shared/ui/formStyles";
import { TextFormField } from "../../../shared/ui/TextFormField";
import { type CompanyFormValues, SUBSCRIPTION_STATUSES } from "./types";
import type { CompanyFormErrors } from "./validateCompany";

interface CompanyFormFieldsProps {
  values: CompanyFormValues;
  initial: CompanyFormValues;
  errors: CompanyFormErrors;
  onChange: (values: CompanyFormValues) => void;
}

/** The editable company fields; an error shows once its field was changed. */
export function CompanyFormFields({ values, initial, errors, onChange }: CompanyFormFieldsProps) {
  const error = (field: keyof CompanyFormValues) =>
    values[field] !== initial[field] ? errors[field] : undefined;
  const set = (field: keyof CompanyFormValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <FormStack>
      <TextFormField
        id="company-name"
        label="Company name"
        value={values.name}
        onChange={set("name")}
        error={error("name")}
      />
      <FormRow>
        <TextFormField
          id="company-contact-name"
          maxLength={TEXT_LIMITS.name}
          label="Contact name"
          value={values.contactName}
          onChange={set("contactName")}
        />
        <TextFormField
          id="company-contact-phone"
          maxLength={TEXT_LIMITS.phone}
          label="Contact phone"
          value={values.contactPhone}
          onChange={set("contactPhone")}
        />
      </FormRow>
      <TextFormField
        id="company-contact-email"
        maxLength={TEXT_LIMITS.email}
        label="Contact email"
        value={values.contactEmail}
        onChange={set("contactEmail")}
        error={error("contactEmail")}
      />
      <FormRow>
        <FormField label="Subscription status" htmlFor="company-status">
          <Dropdown
            inputId="company-status"
            value={values.subscriptionStatus}
            options={SUBSCRIPTION_STATUSES}
            onChange={(event) =>
              onChange({ ...values, subscriptionStatus: event.value as SubscriptionStatus })
            }
            data-testid="company-status"
          />
        </FormField>
        <TextFormField
          id="company-dc-id"
          maxLength={TEXT_LIMITS.name}
          label="DC Master Data Company Id"
          value={values.dcMasterDataCompanyId}
          onChange={set("dcMasterDataCompanyId")}
        />
      </FormRow>
      <FormField label="Notes" htmlFor="company-notes">
        <InputTextarea
          id="company-notes"
          maxLength={TEXT_LIMITS.notes}
          value={values.notes}
          onChange={(event) => set("notes")(event.target.value)}
          rows={3}
          autoResize
          data-testid="company-notes"
        />
      </FormField>
    </FormStack>
  );
}
