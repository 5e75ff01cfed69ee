/** A problem with a data package itself (not with the server): its message is shown on the Import status page. */
export class PackageError extends Error {
  override readonly name = "PackageError";
}

/** `LoggingHistory.csv row 12: value "abc" is not a number.` */
export const rowError = (file: string, row: number, problem: string) =>
  new PackageError(`${file} row ${row}: ${problem}`);
