import styled from "@emotion/styled";
import { Button } from "primereact/button";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { PageHeader } from "../../shared/ui/PageHeader";
import { ConditionsTable } from "./ConditionsTable";
import { IncidentsTable } from "./IncidentsTable";
import { useConditions } from "./useConditions";

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

/** /Notifications (spec 3 §2): the incidents, then the notification conditions that raise them. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const { conditions, groups, status, reload } = useConditions();
  const conditionNames = useMemo(() => new Map(conditions.map((c) => [c.id, c.name])), [conditions]);
  return (
    <>
      <PageHeader
        title="Alerts"
        subtitle="Incidents raised by your notification conditions, live as the vessels' data arrives"
        actions={
          <Button
            label="New alert"
            icon="pi pi-plus"
            onClick={() => navigate("/Notifications/New")}
            data-testid="notifications-new"
          />
        }
      />
      <Stack>
        <IncidentsTable conditionNames={conditionNames} />
        <ConditionsTable
          conditions={conditions}
          groups={groups}
          status={status}
          onChanged={() => void reload()}
        />
      </Stack>
    </>
  );
}
