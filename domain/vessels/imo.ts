/**
 * IMO ship identification numbers: seven digits, the last a check digit. Multiply the first six
 * digits by 7, 6, 5, 4, 3, 2; the last digit of the sum is the check digit (IMO Res. A.1117(30)).
 */
export function imoCheckDigit(firstSixDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(firstSixDigits[i]) * (7 - i);
  return sum % 10;
}

export function isValidImoNumber(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  return imoCheckDigit(imo.slice(0, 6)) === Number(imo[6]);
}

/** Display form: 'IMO' plus the number left-padded with zeros to 7 digits (spec 1 §3). */
export function formatImo(imo: string | number): string {
  return `IMO${String(imo).padStart(7, "0")}`;
}
