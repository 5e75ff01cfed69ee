import { createHash, randomBytes } from "node:crypto";

/** API keys and reset tokens are high-entropy random strings, so a fast hash is enough to store them. */
export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** A new API key: a recognisable prefix plus 32 random bytes. */
export const newApiKey = (): string => `kls_${randomToken(32)}`;

/** What is shown of a stored key: its last four characters. */
export const apiKeyHint = (key: string): string => `••••${key.slice(-4)}`;
