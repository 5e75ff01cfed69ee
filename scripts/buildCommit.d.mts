export function buildCommit(): string;
