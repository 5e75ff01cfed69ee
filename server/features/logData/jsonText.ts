/**
 * JSON text of `head` with members whose values are JSON texts already (the database's column arrays),
 * appended without parsing them; members given as undefined are left out.
 */
export function withJsonMembers(
  head: Record<string, unknown>,
  members: Record<string, string | undefined>,
): string {
  const appended: string[] = [];
  for (const [name, json] of Object.entries(members))
    if (json !== undefined) appended.push(`${JSON.stringify(name)}:${json}`);
  const text = JSON.stringify(head);
  if (appended.length === 0) return text;
  return `${text.slice(0, -1)}${text === "{}" ? "" : ","}${appended.join(",")}}`;
}
