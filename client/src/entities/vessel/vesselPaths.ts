/** /Vessel/{id}/{url-encoded name}[/{child}] */
export function vesselPath(vessel: { id: string; name: string }, child?: string): string {
  const base = `/Vessel/${encodeURIComponent(vessel.id)}/${encodeURIComponent(vessel.name)}`;
  return child ? `${base}/${child}` : base;
}

/** The part of a vessel route after /Vessel/{id}/{name}/, e.g. "Fouling/Diagnostics". */
export function vesselChildOf(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  return segments.slice(3).join("/");
}
