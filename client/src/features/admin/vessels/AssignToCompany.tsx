import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import type { NamedItem } from "../../../entities/vessel/adminTypes";

interface AssignToCompanyProps {
  companies: NamedItem[];
  /** Answers an error text (e.g. the duplicate-IMO message) or null when the assignment went through. */
  onAssign: (companyId: string) => Promise<string | null>;
}

/** The Assign-to-company cell of an unassigned vessel: a company dropdown plus Save. */
export function AssignToCompany({ companies, onAssign }: AssignToCompanyProps) {
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!companyId) return;
    setBusy(true);
    setError(await onAssign(companyId));
    setBusy(false);
  }

  return (
    <div css={{ display: "grid", gap: 4 }}>
      <div css={{ display: "flex", gap: 6 }}>
        <Dropdown
          value={companyId}
          options={companies}
          optionLabel="name"
          optionValue="id"
          onChange={(event) => {
            setCompanyId(event.value as string);
            setError(null);
          }}
          placeholder="Assign to company"
          filter
          css={{ minWidth: 180, flex: 1 }}
          aria-label="Assign to company"
          data-testid="vessel-assign-company"
        />
        <Button
          type="button"
          label="Save"
          size="small"
          disabled={!companyId}
          loading={busy}
          onClick={() => void save()}
          data-testid="vessel-assign-save"
        />
      </div>
      {error && (
        <small
          css={(theme) => ({ color: theme.color.danger })}
          role="alert"
          data-testid="vessel-assign-error"
        >
          {error}
        </small>
      )}
    </div>
  );
}
