import { Button } from "primereact/button";
import { useState } from "react";
import { TEXT_LIMITS } from "../../../../../domain/shared/limits";
import { formatUtc } from "../../../shared/format/formatUtc";
import { AlertBox } from "../../../shared/ui/AlertBox";
import { ConfirmDialog } from "../../../shared/ui/ConfirmDialog";
import { DateInput } from "../../../shared/ui/DateInput";
import { FormField } from "../../../shared/ui/FormField";
import { FormRow, FormStack } from "../../../shared/ui/formStyles";
import { InfoList } from "../../../shared/ui/InfoList";
import { useInlineSave } from "../../../shared/ui/InlineSetting";
import { TextFormField } from "../../../shared/ui/TextFormField";
import { companiesApi } from "./companiesApi";
import type { AdminCompany } from "./types";

interface PartnerKeysPanelProps {
  company: AdminCompany;
  onChanged: (company: AdminCompany) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The company's partner-platform (Kognifai) keys: tenant id, client id, whether a client secret is stored
 * (the server never sends it back) and the expiry date, after which the partner page says the keys
 * have expired. Administrators set or clear them here.
 */
export function PartnerKeysPanel({ company, onChanged }: PartnerKeysPanelProps) {
  const keys = company.kognifaiKeys;
  const [tenantId, setTenantId] = useState(keys?.kognifaiTenantId ?? "");
  const [clientId, setClientId] = useState(keys?.clientId ?? "");
  const [secret, setSecret] = useState("");
  const [expiry, setExpiry] = useState(keys?.expiresAt.slice(0, 10) ?? "");
  const state = useInlineSave();
  const [confirmClear, setConfirmClear] = useState(false);

  const missing = [
    tenantId.trim() === "" && "tenant id",
    clientId.trim() === "" && "client id",
    !keys?.clientSecretSet && secret === "" && "client secret",
    !DATE.test(expiry) && "expiry date",
  ].filter(Boolean);
  const expired = keys ? Date.parse(keys.expiresAt) <= Date.now() : false;

  const run = (action: () => Promise<AdminCompany>, done: string) =>
    state.save(action, done, (updated) => {
      setSecret("");
      setConfirmClear(false);
      onChanged(updated);
    });

  const save = () =>
    run(
      () =>
        companiesApi.setPartnerKeys(company.id, {
          kognifaiTenantId: tenantId.trim(),
          clientId: clientId.trim(),
          clientSecret: secret === "" ? null : secret,
          expiresAt: `${expiry}T00:00:00Z`,
        }),
      "Partner platform keys saved",
    );

  return (
    <section data-testid="partner-keys" css={{ display: "grid", gap: 8 }}>
      <h3 css={{ margin: 0, fontSize: "1rem" }}>Partner platform keys (Kognifai)</h3>
      {!state.editing && (
        <>
          {keys ? (
            <InfoList
              testId="partner-keys-info"
              rows={[
                ["Tenant id", keys.kognifaiTenantId],
                ["Client id", keys.clientId],
                ["Client secret", keys.clientSecretSet ? "Stored (hidden)" : "Not set"],
                ["Expires", `${formatUtc(keys.expiresAt, false)}${expired ? " (expired)" : ""}`],
              ]}
            />
          ) : (
            <p css={{ margin: 0 }} data-testid="partner-keys-none">
              No keys: the partner page says the API keys have expired.
            </p>
          )}
          {expired && (
            <AlertBox severity="warning" testId="partner-keys-expired">
              These keys have expired: the partner page answers 'API keys expired, please contact the provider
              for assistance'.
            </AlertBox>
          )}
          <div css={{ display: "flex", gap: 8 }}>
            <Button
              type="button"
              label={keys ? "Change keys" : "Set keys"}
              icon="pi pi-key"
              outlined
              size="small"
              onClick={state.edit}
              data-testid="partner-keys-edit"
            />
            {keys && (
              <Button
                type="button"
                label="Clear keys"
                text
                severity="danger"
                size="small"
                onClick={() => setConfirmClear(true)}
                data-testid="partner-keys-clear"
              />
            )}
          </div>
        </>
      )}
      {state.editing && (
        <FormStack>
          <FormRow>
            <TextFormField
              id="partner-tenant-id"
              label="Tenant id"
              maxLength={TEXT_LIMITS.partnerId}
              value={tenantId}
              onChange={setTenantId}
            />
            <TextFormField
              id="partner-client-id"
              label="Client id"
              maxLength={TEXT_LIMITS.partnerId}
              value={clientId}
              onChange={setClientId}
            />
          </FormRow>
          <FormRow>
            <TextFormField
              id="partner-client-secret"
              label="Client secret"
              type="password"
              autoComplete="new-password"
              maxLength={TEXT_LIMITS.partnerSecret}
              placeholder={keys?.clientSecretSet ? "Unchanged" : ""}
              value={secret}
              onChange={setSecret}
            />
            <FormField label="Expires on (00:00 UTC)" htmlFor="partner-expiry">
              <DateInput
                id="partner-expiry"
                label="Expires on (00:00 UTC)"
                value={expiry}
                onChange={setExpiry}
                testId="partner-expiry"
              />
            </FormField>
          </FormRow>
          {missing.length > 0 && (
            <p css={{ margin: 0, fontSize: "0.875rem" }} data-testid="partner-keys-missing">
              Still needed: {missing.join(", ")}.
            </p>
          )}
          <div css={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
            <Button
              type="button"
              label="Cancel"
              text
              size="small"
              onClick={state.cancel}
              data-testid="partner-keys-cancel"
            />
            <Button
              type="button"
              label="Save keys"
              icon="pi pi-check"
              size="small"
              disabled={missing.length > 0}
              loading={state.busy}
              onClick={() => void save()}
              data-testid="partner-keys-save"
            />
          </div>
        </FormStack>
      )}
      {state.error && (
        <AlertBox severity="error" testId="partner-keys-error">
          {state.error}
        </AlertBox>
      )}
      <ConfirmDialog
        visible={confirmClear}
        title="Clear partner platform keys"
        message={`The partner page of ${company.name} will say the API keys have expired until new keys are set.`}
        confirmLabel="Clear keys"
        danger
        busy={state.busy}
        error={state.error}
        onConfirm={() =>
          void run(() => companiesApi.clearPartnerKeys(company.id), "Partner platform keys cleared")
        }
        onHide={() => setConfirmClear(false)}
      />
    </section>
  );
}
