import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { failureText } from "../../../shared/api/failureText";
import { showSnackbar } from "../../../shared/snackbar/snackbarStore";
import { Card } from "../../../shared/ui/Card";
import { FormField } from "../../../shared/ui/FormField";
import { FormStack } from "../../../shared/ui/formStyles";
import { isBlank } from "../../../shared/validation/rules";
import { adminAnnouncementsApi } from "./adminAnnouncementsApi";
import { announcementMessages as m } from "./announcementMessages";

const ALL = "__all__";

/** Create an announcement for all companies or one. */
export function AnnouncementForm({
  companies,
  onCreated,
}: {
  companies: { id: string; name: string }[];
  onCreated: () => void;
}) {
  const [title, setTitle] = useState("");
  const [details, setDetails] = useState("");
  const [companyId, setCompanyId] = useState<string>(ALL);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleError = tried && isBlank(title) ? m.titleRequired : null;
  const detailsError = tried && isBlank(details) ? m.detailsRequired : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (isBlank(title) || isBlank(details)) return;
    setBusy(true);
    try {
      await adminAnnouncementsApi.create(title.trim(), details.trim(), companyId === ALL ? null : companyId);
      showSnackbar({ text: m.created, color: "success" });
      setTitle("");
      setDetails("");
      setTried(false);
      onCreated();
    } catch (failure) {
      showSnackbar({ text: failureText(failure, m.addFailed), closeButton: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <h2 css={{ fontSize: "1.1rem", marginBottom: 14 }}>New announcement</h2>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="announcement-form">
        <FormStack>
          <FormField
            label="Title"
            htmlFor="announcement-title"
            error={titleError}
            errorTestId="announcement-title-error"
          >
            <InputText
              id="announcement-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              invalid={!!titleError}
              data-testid="announcement-title"
            />
          </FormField>
          <FormField
            label="Details"
            htmlFor="announcement-details"
            error={detailsError}
            errorTestId="announcement-details-error"
          >
            <InputTextarea
              id="announcement-details"
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              rows={5}
              invalid={!!detailsError}
              data-testid="announcement-details"
            />
          </FormField>
          <FormField label="Company" htmlFor="announcement-company">
            <Dropdown
              inputId="announcement-company"
              value={companyId}
              options={[{ id: ALL, name: m.allCompanies }, ...companies]}
              optionLabel="name"
              optionValue="id"
              filter
              onChange={(e) => setCompanyId(e.value as string)}
              data-testid="announcement-company"
            />
          </FormField>
          <div>
            <Button
              type="submit"
              label="Publish"
              icon="pi pi-send"
              loading={busy}
              data-testid="announcement-publish"
            />
          </div>
        </FormStack>
      </form>
    </Card>
  );
}
