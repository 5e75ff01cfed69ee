import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { InlineSetting, useInlineSave } from "../../shared/ui/InlineSetting";
import { addressLines } from "./addressLines";
import { verificationApi } from "./verificationApi";

interface AddressesPanelProps {
  addresses: string[];
  version: number;
  onSaved: () => void;
}

/** Who receives the company's signed checkpoints; edited as one address a line. */
export function AddressesPanel({ addresses, version, onSaved }: AddressesPanelProps) {
  const state = useInlineSave();
  const [text, setText] = useState(addresses.join("\n"));
  const parsed = addressLines(text);

  return (
    <InlineSetting
      testId="verification-addresses"
      title="Addresses for verification"
      level={2}
      description="Each month, and whenever you send one, Keelson signs a checkpoint of its event log and mails it to these addresses (your verifier, your own archive). Kept by them, it lets anyone show later that the history they saw was not rewritten."
      state={state}
      onEdit={() => setText(addresses.join("\n"))}
      current={
        addresses.length === 0 ? (
          <span data-testid="verification-addresses-none">None: no checkpoint mails are sent.</span>
        ) : (
          <ul css={{ margin: 0, paddingLeft: 18 }} data-testid="verification-addresses-list">
            {addresses.map((address) => (
              <li key={address}>{address}</li>
            ))}
          </ul>
        )
      }
      layout="column"
      fields={
        <>
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
        </>
      }
      saveDisabled={!("addresses" in parsed)}
      onSave={() => {
        if (!("addresses" in parsed)) return;
        void state.save(
          () => verificationApi.setAddresses(parsed.addresses, version),
          "Verification addresses saved",
          onSaved,
        );
      }}
    />
  );
}
