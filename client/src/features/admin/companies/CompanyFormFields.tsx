import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import type { SubscriptionStatus } from "../../../entities/company/types";
import { FormField } from "../../../shared/ui/FormField";
import { FormRow, FormStack } from "../common/formStyles";
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
  const text = (field: keyof CompanyFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <FormStack>
      <FormField
        label="Company name"
        htmlFor="company-name"
        error={error("name")}
        errorTestId="company-name-error"
      >
        <InputText
          id="company-name"
          value={values.name}
          onChange={text("name")}
          invalid={!!error("name")}
          data-testid="company-name"
        />
      </FormField>
      <FormRow>
        <FormField label="Contact name" htmlFor="company-contact-name">
          <InputText
            id="company-contact-name"
            value={values.contactName}
            onChange={text("contactName")}
            data-testid="company-contact-name"
          />
        </FormField>
        <FormField label="Contact phone" htmlFor="company-contact-phone">
          <InputText
            id="company-contact-phone"
            value={values.contactPhone}
            onChange={text("contactPhone")}
            data-testid="company-contact-phone"
          />
        </FormField>
      </FormRow>
      <FormField
        label="Contact email"
        htmlFor="company-contact-email"
        error={error("contactEmail")}
        errorTestId="company-contact-email-error"
      >
        <InputText
          id="company-contact-email"
          value={values.contactEmail}
          onChange={text("contactEmail")}
          invalid={!!error("contactEmail")}
          data-testid="company-contact-email"
        />
      </FormField>
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
        <FormField label="DC Master Data Company Id" htmlFor="company-dc-id">
          <InputText
            id="company-dc-id"
            value={values.dcMasterDataCompanyId}
            onChange={text("dcMasterDataCompanyId")}
            data-testid="company-dc-id"
          />
        </FormField>
      </FormRow>
      <FormField label="Notes" htmlFor="company-notes">
        <InputTextarea
          id="company-notes"
          value={values.notes}
          onChange={text("notes")}
          rows={3}
          autoResize
          data-testid="company-notes"
        />
      </FormField>
    </FormStack>
  );
}
