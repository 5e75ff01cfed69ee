import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { DECIMALS, type FuelTotal, fixed } from "../../entities/fuel/fuelNumbers";

/** Fuel consumption by fuel type in MT, one decimal. */
export function FuelSummary({ totals, testId }: { totals: FuelTotal[]; testId: string }) {
  return (
    <DataTable
      value={totals}
      dataKey="fuelTypeId"
      size="small"
      emptyMessage="No fuel consumed."
      data-testid={testId}
    >
      <Column header="Fuel type" field="name" />
      <Column
        header="Fuel consumption (MT)"
        body={(total: FuelTotal) => fixed(total.tons, DECIMALS.tons)}
        style={{ textAlign: "right" }}
        headerStyle={{ textAlign: "right" }}
      />
    </DataTable>
  );
}
