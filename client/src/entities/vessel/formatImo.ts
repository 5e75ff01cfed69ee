/** 'IMO' followed by the number left-padded with zeros to 7 digits. */
export function formatImo(imoNumber: string | number | null | undefined): string {
  if (imoNumber === null || imoNumber === undefined || imoNumber === "") return "IMO –";
  return `IMO${String(imoNumber).padStart(7, "0")}`;
}
