import { useTheme } from "@emotion/react";
import { Button } from "primereact/button";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { performanceStatusLook } from "../../entities/vessel/performanceStatus";
import { failureText } from "../../shared/api/failureText";
import { AlertBox } from "../../shared/ui/AlertBox";
import { Card } from "../../shared/ui/Card";
import { PageHeader } from "../../shared/ui/PageHeader";
import { CompareBreadcrumbs } from "./CompareBreadcrumbs";
import { type CompareGroup, compareApi } from "./compareApi";

/** /Compare: the groups of common diagnostic trends across the user's vessels (spec 3 §2). */
export function ComparePage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [groups, setGroups] = useState<CompareGroup[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    compareApi
      .groups()
      .then((answer) => live && setGroups(answer.items))
      .catch(
        (failure: unknown) => live && setError(failureText(failure, "Failed to find vessel long trends")),
      );
    return () => {
      live = false;
    };
  }, []);
  const none = groups?.every((g) => g.vessels.length === 0);
  return (
    <>
      <CompareBreadcrumbs />
      <PageHeader
        title="Compare vessels"
        subtitle="The same long trend of several vessels side by side: choose a group to see the details"
      />
      {error && (
        <AlertBox severity="error" testId="compare-error">
          {error}
        </AlertBox>
      )}
      {groups === null && !error && <p css={{ color: theme.color.textMuted }}>Loading the groups…</p>}
      {none && (
        <AlertBox severity="info" testId="compare-no-vessels">
          None of your vessels has the Diagnostics module, so there is no long trend to compare.
        </AlertBox>
      )}
      <div
        css={{ display: "grid", gap: 20, gridTemplateColumns: "repeat(auto-fill, minmax(320px, 1fr))" }}
        data-testid="compare-groups"
      >
        {groups
          ?.filter((g) => g.vessels.length > 0)
          .map((group) => (
            <Card key={group.diagnosticType} data-testid={`compare-group-${group.diagnosticType}`}>
              <h2 css={{ margin: "0 0 4px", fontSize: "1.2rem" }}>{group.name}</h2>
              <p css={{ margin: "0 0 12px", color: theme.color.textMuted }}>{group.descriptionLong}</p>
              <p css={{ margin: "0 0 8px" }}>
                {group.vessels.length} {group.vessels.length === 1 ? "vessel" : "vessels"}
              </p>
              <ul css={{ margin: "0 0 16px", paddingLeft: 0, listStyle: "none", display: "grid", gap: 4 }}>
                {group.vessels.map((v) => {
                  const look = performanceStatusLook(v.performanceStatus);
                  return (
                    <li key={v.id} css={{ display: "flex", gap: 8, alignItems: "center" }}>
                      <i
                        className={look.icon}
                        css={{ color: look.tone(theme) }}
                        title={v.label}
                        aria-hidden="true"
                      />
                      {v.name}
                      <span css={{ color: theme.color.textMuted, fontSize: "0.85rem" }}>{v.label}</span>
                    </li>
                  );
                })}
              </ul>
              <Button
                size="small"
                icon="pi pi-arrow-right-arrow-left"
                label={`Compare: ${group.name}`}
                onClick={() => navigate(`/Compare/Details/${group.diagnosticType}`)}
                data-testid={`compare-open-${group.diagnosticType}`}
              />
            </Card>
          ))}
      </div>
    </>
  );
}
