import { useEffect, useState } from "react";
import type { VoyageStockBalanceDto } from "../../../../domain/fuel/stockBalance";
import { useFuelDataRevision } from "../../shared/store/fuelDataRevision";
import { AlertBox } from "../../shared/ui/AlertBox";
import { stockRows } from "./stockBalanceRows";
import { transfersApi } from "./transfersApi";

const COLUMNS = [
  ["opening", "Opening"],
  ["bunkered", "Bunkered"],
  ["debunkered", "De-bunkered"],
  ["received", "STS received"],
  ["delivered", "STS delivered"],
  ["consumed", "Consumed"],
  ["expected", "Expected closing"],
  ["measured", "Measured closing"],
  ["difference", "Difference"],
] as const;

/**
 * The voyage's fuel stock balance (method B): sounded opening stock, bunkering, ship-to-ship transfers
 * and the consumption entered against the sounded closing stock, per fuel type and tank. Loads again when
 * any fuel record changes or the voyage is reloaded; its parent gives it a new key when a transfer is
 * recorded or removed.
 */
export function FuelStockBalance({ departureId }: { departureId: string }) {
  const [balance, setBalance] = useState<VoyageStockBalanceDto | null>(null);
  const [failed, setFailed] = useState(false);
  const revision = useFuelDataRevision();

  useEffect(() => {
    void revision; // load again whenever fuel records change
    let live = true;
    transfersApi
      .stockBalance(departureId)
      .then((answer) => {
        if (!live) return;
        setBalance(answer);
        setFailed(false);
      })
      .catch((failure: unknown) => {
        console.warn("Failed to load the fuel stock balance", failure);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [departureId, revision]);

  const missing = balance ? [...new Set(balance.fuelTypes.flatMap((line) => line.missing))] : [];
  return (
    <section
      css={{ marginTop: 18, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 8 }}
      data-testid="stock-balance"
    >
      <h4 css={{ margin: 0, fontSize: "0.98rem" }}>Fuel stock balance of this voyage</h4>
      <small css={(t) => ({ color: t.color.textMuted })}>
        Opening sounding + bunkered − de-bunkered + received − delivered − consumption entered = expected
        closing stock, against the closing sounding (soundings within 2 days of the departure and of the end).
        A difference beyond the larger of 1 t and 5 % of the consumption is a warning before the data is
        confirmed.
      </small>
      {failed ? (
        <AlertBox severity="error" testId="stock-balance-error">
          The fuel stock balance could not be loaded.
        </AlertBox>
      ) : (
        balance &&
        (balance.fuelTypes.length === 0 ? (
          <small data-testid="stock-balance-empty">No fuel tanks or consumptions to balance.</small>
        ) : (
          // Scrolls inside the panel at 1024 px (Measured closing and Difference stay reachable), the
          // fuel or tank name held in view like the first column of the app's tables (shared/table/TableCard).
          <div
            css={(t) => ({
              overflowX: "auto",
              minWidth: 0,
              "tr > :first-child": {
                position: "sticky",
                left: 0,
                zIndex: 1,
                background: t.color.surface,
                boxShadow: `inset -1px 0 0 ${t.color.border}`,
              },
            })}
          >
            <table
              css={(t) => ({
                width: "100%",
                borderCollapse: "collapse",
                fontSize: "0.88rem",
                color: t.color.text,
              })}
              data-testid="stock-balance-table"
            >
              <thead>
                <tr css={(t) => ({ borderBottom: `1px solid ${t.color.border}` })}>
                  <th css={{ padding: "6px 8px 6px 4px", textAlign: "left", whiteSpace: "nowrap" }}>
                    Fuel / tank
                  </th>
                  {COLUMNS.map(([key, label]) => (
                    <th key={key} css={{ padding: "6px 4px", textAlign: "right", whiteSpace: "nowrap" }}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stockRows(balance).map((row) => (
                  <tr
                    key={row.key}
                    data-testid={row.isTank ? "stock-balance-tank" : "stock-balance-fuel"}
                    css={(t) => ({
                      borderBottom: `1px solid ${t.color.border}`,
                      color: row.isTank ? t.color.textMuted : t.color.text,
                      fontWeight: row.isTank ? 400 : 600,
                    })}
                  >
                    <td css={{ padding: "6px 4px", paddingLeft: row.isTank ? 18 : 4 }}>{row.label}</td>
                    {COLUMNS.map(([key]) => (
                      <td
                        key={key}
                        css={(t) => ({
                          padding: "6px 4px",
                          textAlign: "right",
                          whiteSpace: "nowrap",
                          fontVariantNumeric: "tabular-nums",
                          ...(key === "difference" && row.exceedsTolerance
                            ? { color: t.color.warning, background: t.color.warningSoft }
                            : {}),
                        })}
                        data-testid={`stock-balance-${key}`}
                      >
                        {row[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      )}
      {missing.length > 0 && (
        <ul css={(t) => ({ margin: 0, paddingLeft: 18, color: t.color.textMuted, fontSize: "0.85rem" })}>
          {missing.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
