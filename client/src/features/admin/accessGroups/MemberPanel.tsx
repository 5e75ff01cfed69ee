import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { useState } from "react";
import { Card } from "../../../shared/ui/Card";

export interface Member {
  id: string;
  label: string;
  detail?: string;
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  small { display: block; color: ${(p) => p.theme.color.textMuted}; }
`;

interface MemberPanelProps {
  title: string;
  members: Member[];
  available: Member[];
  editable: boolean;
  error: string | null;
  testId: string;
  onAdd: (id: string) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}

/** One side of the Manage screen: the group's vessels or users, with add and remove. */
export function MemberPanel({
  title,
  members,
  available,
  editable,
  error,
  testId,
  onAdd,
  onRemove,
}: MemberPanelProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inGroup = new Set(members.map((member) => member.id));
  const candidates = available.filter((member) => !inGroup.has(member.id));

  async function run(call: () => Promise<void>) {
    setBusy(true);
    await call();
    setBusy(false);
  }

  return (
    <Card css={{ display: "grid", gap: 12, alignContent: "start" }} data-testid={testId}>
      <h3 css={{ fontSize: "1.05rem" }}>
        {title} ({members.length})
      </h3>
      {editable && (
        <div css={{ display: "flex", gap: 6 }}>
          <Dropdown
            value={choice}
            options={candidates}
            optionLabel="label"
            optionValue="id"
            onChange={(event) => setChoice(event.value as string)}
            placeholder={`Add ${title.toLowerCase().replace(/s$/, "")}`}
            filter
            css={{ flex: 1, minWidth: 0 }}
            aria-label={`${title} to add`}
            data-testid={`${testId}-choice`}
          />
          <Button
            type="button"
            label="Add"
            icon="pi pi-plus"
            disabled={!choice || busy}
            onClick={() =>
              choice &&
              void run(async () => {
                await onAdd(choice);
                setChoice(null);
              })
            }
            data-testid={`${testId}-add`}
          />
        </div>
      )}
      {error && (
        <small css={(theme) => ({ color: theme.color.danger })} role="alert" data-testid={`${testId}-error`}>
          {error}
        </small>
      )}
      {members.length === 0 ? (
        <p css={(theme) => ({ color: theme.color.textMuted })}>None yet.</p>
      ) : (
        <Rows>
          {members.map((member) => (
            <li key={member.id} data-testid={`${testId}-item`}>
              <span>
                {member.label}
                {member.detail && <small>{member.detail}</small>}
              </span>
              {editable && (
                <Button
                  type="button"
                  icon="pi pi-times"
                  rounded
                  text
                  severity="danger"
                  size="small"
                  aria-label={`Remove ${member.label}`}
                  disabled={busy}
                  onClick={() => void run(() => onRemove(member.id))}
                  data-testid={`${testId}-remove`}
                />
              )}
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
}
