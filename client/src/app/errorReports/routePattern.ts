/** The matched routes' path patterns joined ("/Vessel/:vesselId/Info"): no ids, no query, nothing typed. */
export function routePatternOf(matches: readonly { route: { path?: string } }[]): string {
  const parts = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path));
  return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
}
