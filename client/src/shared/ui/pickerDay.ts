/**
 * PrimeReact's Calendar shows a Date in the browser's zone; these convert between the UTC calendar day
 * we mean ("yyyy-mm-dd") and the local Date the calendar shows, so a person picks the UTC day they see
 * (otherwise someone west of Greenwich would get the day before).
 */
export function pickerOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

const two = (n: number) => String(n).padStart(2, "0");

export function dayOfPicker(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
