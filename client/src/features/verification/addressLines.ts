import { verificationAddressesRequest } from "../../../../domain/companies/schemas";

/** The addresses typed one per line (or separated by commas), checked by the server's own schema. */
export function addressLines(text: string): { addresses: string[] } | { error: string } {
  const addresses = text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const checked = verificationAddressesRequest.safeParse({ addresses });
  return checked.success
    ? { addresses: checked.data.addresses }
    : { error: checked.error.issues[0]!.message };
}
