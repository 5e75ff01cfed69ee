import { Button } from "primereact/button";
import { useCallback, useEffect, useState } from "react";
import type { CompanyVerificationAnswer } from "../../../../domain/ledger/answers";
import { failureText } from "../../shared/api/failureText";
import { formatUtc } from "../../shared/format/formatUtc";
import { showSnackbar } from "../../shared/snackbar/snackbarStore";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { PageHeader } from "../../shared/ui/PageHeader";
import { AddressesPanel } from "./AddressesPanel";
import { CheckpointMailsTable, CheckpointsTable } from "./CheckpointTables";
import { verificationApi } from "./verificationApi";

function nextMailText(page: CompanyVerificationAnswer): string {
  if (!page.nextMonthlyMail) return "No monthly mail: the company names no address.";
  return Date.parse(page.nextMonthlyMail) <= Date.now() + 3_600_000
    ? "This month's mail is due and goes out within the hour."
    : `Next monthly mail: ${formatUtc(page.nextMonthlyMail, false)}.`;
}

/** The company's checkpoints: who receives them, the mails sent and to whom, the checkpoints signed. */
export function VerificationScreen() {
  const [page, setPage] = useState<CompanyVerificationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(() => {
    verificationApi
      .page()
      .then((answer) => {
        setPage(answer);
        setError(null);
      })
      .catch((failure) => setError(failureText(failure, "The verification page could not be loaded.")));
  }, []);
  useEffect(load, [load]);

  async function mailNow() {
    setSending(true);
    try {
      const mail = await verificationApi.mailNow();
      showSnackbar({
        text:
          mail.failed.length === 0
            ? `Checkpoint sent to ${mail.to.length} address${mail.to.length === 1 ? "" : "es"}`
            : `Checkpoint sent to ${mail.to.length}, not to ${mail.failed.length}: see the list`,
        color: mail.failed.length === 0 ? "success" : "warning",
      });
      load();
    } catch (failure) {
      setError(failureText(failure, "The checkpoint could not be sent."));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Verification"
        subtitle={
          page
            ? `${page.companyName}: signed checkpoints of the event log, and whom they were sent to`
            : "Signed checkpoints of the event log, and whom they were sent to"
        }
        actions={
          page && (
            <Button
              type="button"
              label="Send a checkpoint now"
              icon="pi pi-send"
              loading={sending}
              disabled={page.addresses.length === 0}
              onClick={() => void mailNow()}
              data-testid="verification-mail-now"
            />
          )
        }
      />
      {error && (
        <AlertBox severity="error" testId="verification-error">
          {error}
        </AlertBox>
      )}
      {!page && !error && <p role="status">Loading…</p>}
      {page && (
        <div css={{ display: "grid", gap: 20 }}>
          <Card css={{ display: "grid", gap: 12 }}>
            <AddressesPanel addresses={page.addresses} version={page.version} onSaved={load} />
            <p css={{ margin: 0, fontSize: "0.875rem" }} data-testid="verification-next-mail">
              {nextMailText(page)}
            </p>
            <p
              css={(t) => ({
                margin: 0,
                fontSize: "0.875rem",
                color: t.color.textMuted,
                overflowWrap: "anywhere",
              })}
            >
              Signing key fingerprint <code data-testid="verification-key">{page.key.fingerprint}</code>
            </p>
          </Card>
          <section css={{ display: "grid", gap: 8 }}>
            <h2 css={{ margin: 0, fontSize: "1.1rem" }}>
              Checkpoints sent{" "}
              <span css={(t) => ({ color: t.color.textMuted, fontWeight: 400 })}>({page.mails.length})</span>
            </h2>
            <CheckpointMailsTable mails={page.mails} />
          </section>
          <section css={{ display: "grid", gap: 8 }}>
            <h2 css={{ margin: 0, fontSize: "1.1rem" }}>
              Checkpoints signed{" "}
              <span css={(t) => ({ color: t.color.textMuted, fontWeight: 400 })}>
                (
                {page.checkpointsTotal > page.checkpoints.length
                  ? `latest ${page.checkpoints.length} of ${page.checkpointsTotal}`
                  : page.checkpointsTotal}
                )
              </span>
            </h2>
            <CheckpointsTable checkpoints={page.checkpoints} />
          </section>
        </div>
      )}
    </>
  );
}
