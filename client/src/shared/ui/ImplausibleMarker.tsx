import styled from "@emotion/styled";

/** "1 implausible reading skipped", "3 implausible readings skipped"; "" for none. */
export function implausibleText(count: number): string {
  if (count <= 0) return "";
  return count === 1 ? "1 implausible reading skipped" : `${count} implausible readings skipped`;
}

const Marker = styled.small`
  display: block;
  color: ${(p) => p.theme.color.textMuted};
  font-size: 0.75rem;
  font-weight: 400;
`;

/**
 * Under a latest value: newer readings exist that the data-quality rules call implausible (out of range,
 * a spike, or a last reading not yet confirmed), so the value shown is the newest plausible one.
 */
export function ImplausibleMarker({ count }: { count: number | undefined }) {
  const text = implausibleText(count ?? 0);
  return text ? <Marker data-testid="implausible-marker">{text}</Marker> : null;
}
