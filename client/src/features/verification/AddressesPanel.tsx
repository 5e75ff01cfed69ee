import { Button } from "primereact/button";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { DIALOG_FAILURE, failureText } from "../../shared/api/failureText";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { addressLines } from "./addressLines";
import { verificationApi } from "./verificationApi";

interface AddressesPanelProps {
  addresses: string[];
  version: number;
  onSaved: () => void;
}

/** Who receives the company's signed checkpoints; edited as one address a line. */
export function AddressesPanel({ addresses, version, onSaved }: AddressesPanelProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(addresses.join("\n"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = addressLines(text);

  async function save() {
    if (!("addresses" in parsed)) return;
    setBusy(true);
    setError(null);
    try {
      await verificationApi.setAddresses(parsed.addresses, version);
      showSnackbar({ text: "Verification addresses saved", color: "success" });
      setEditing(false);
      onSaved();
    } catch (failure) {
      setError(failureText(failure, DIALOG_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section data-testid="verification-addresses" css={{ display: "grid", gap: 8 }}>
      <h2 css={{ margin: 0, fontSize: "1.05rem" }}>Addresses for verification</h2>
      <p css={{ margin: 0, fontSize: "0.875rem" }}>
        Each month, and whenever you send one, Keelson signs a checkpoint of its event log and mails it to
        these addresses (your verifier, your own archive). Kept by them, it lets anyone show later that the
        history they saw was not rewritten.
      </p>
      {!editing ? (
        <div css={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
          {addresses.length === 0 ? (
            <span data-testid="verification-addresses-none">None: no checkpoint mails are sent.</span>
          ) : (
            <ul css={{ margin: 0, paddingLeft: 18 }} data-testid="verification-addresses-list">
              {addresses.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          )}
          <Button
            type="button"
            label="Change"
            icon="pi pi-pencil"
            outlined
            size="small"
            onClick={() => {
              setText(addresses.join("\n"));
              setEditing(true);
            }}
            data-testid="verification-addresses-edit"
          />
        </div>
      ) : (
        <div css={{ display: "grid", gap: 8, maxWidth: 520 }}>
          <label htmlFor="verification-addresses-text" css={{ fontSize: "0.875rem" }}>
            One e-mail address a line (at most 10); empty sends none
          </label>
          <InputTextarea
            id="verification-addresses-text"
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            invalid={"error" in parsed}
            aria-describedby="verification-addresses-problem"
            data-testid="verification-addresses-text"
          />
          {"error" in parsed && (
            <small id="verification-addresses-problem" role="alert">
              {parsed.error}
            </small>
          )}
          <div css={{ display: "flex", gap: 8 }}>
            <Button type="button" label="Cancel" text size="small" onClick={() => setEditing(false)} />
            <Button
              type="button"
              label="Save"
              icon="pi pi-check"
              size="small"
              disabled={!("addresses" in parsed)}
              loading={busy}
              onClick={() => void save()}
              data-testid="verification-addresses-save"
            />
          </div>
        </div>
      )}
      {error && (
        <AlertBox severity="error" testId="verification-addresses-error">
          {error}
        </AlertBox>
      )}
    </section>
  );
}
