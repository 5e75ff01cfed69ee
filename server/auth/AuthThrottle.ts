import { LocalTokenBucket, type RateBucket } from "./SharedTokenBucket.js";
import { SlidingWindowLimiter } from "./SlidingWindowLimiter.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a successful sign-in makes an address "usual" for that user. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;

export const THROTTLE_MESSAGES = {
  pair: (wait: string) =>
    `Too many failed sign-in attempts. Try again in ${wait}, or reset your password with "Forgot password?".`,
  user: (wait: string) =>
    `Too many failed sign-in attempts on this account from different places. Try again in ${wait} from a device you have signed in from before, or reset your password with "Forgot password?".`,
  address: (wait: string) => `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
  changePassword: (wait: string) =>
    `Too many wrong current passwords. Try again in ${wait}, or log out and use "Forgot password?".`,
  lostPassword: (wait: string) => `Too many password reset requests from your network. Try again in ${wait}.`,
  apiKey: (perMinute: number) =>
    `This API key made more than ${perMinute} calls a minute. Wait for the seconds in Retry-After, then go on more slowly.`,
};

/** Calls a minute one API key may make by default (API_KEY_RATE_PER_MINUTE). */
export const DEFAULT_API_KEY_RATE_PER_MINUTE = 600;

/**
 * Slows password guessing without letting anyone lock the owner out (docs/architecture.md, Sign-in).
 *
 * Sign-in failures count per (user, address) pair, strictly: the attacker's address is slowed, the
 * owner's is not. A looser per-user cap catches guessing spread over many addresses, but spares the
 * addresses the user has signed in from successfully in the last 30 days, so the owner still gets in
 * from their usual place. A per-address cap stops one address trying many accounts.
 */
export class AuthThrottle {
  private readonly pair = new SlidingWindowLimiter({ max: 5, windowMs: 15 * MINUTE });
  private readonly user = new SlidingWindowLimiter({ max: 20, windowMs: 15 * MINUTE });
  private readonly address = new SlidingWindowLimiter({ max: 30, windowMs: 15 * MINUTE });
  private readonly changePassword = new SlidingWindowLimiter({ max: 5, windowMs: 15 * MINUTE });
  private readonly resetRequestsPerAddress = new SlidingWindowLimiter({ max: 10, windowMs: HOUR });
  private readonly resetMailsPerAccount = new SlidingWindowLimiter({ max: 3, windowMs: HOUR });
  /** user → address → last successful sign-in (ms). */
  private readonly knownAddresses = new Map<string, Map<string, number>>();
  private readonly apiKeyCalls: RateBucket;

  /**
   * `apiKeyCalls` is the bucket the API-key rate is drawn from: shared through Redis between processes
   * when REDIS_URL is set (SharedTokenBucket), else this process's own.
   */
  constructor(private readonly options: { apiKeyRatePerMinute?: number; apiKeyCalls?: RateBucket } = {}) {
    this.apiKeyCalls =
      options.apiKeyCalls ??
      new LocalTokenBucket(options.apiKeyRatePerMinute ?? DEFAULT_API_KEY_RATE_PER_MINUTE);
  }

  /** Every call made with an API key (by its hash): 429 with Retry-After past the key's rate. */
  checkApiKeyCall(keyHash: string, now: number): Promise<void> {
    const perMinute = this.options.apiKeyRatePerMinute ?? DEFAULT_API_KEY_RATE_PER_MINUTE;
    return this.apiKeyCalls.take(keyHash, now, THROTTLE_MESSAGES.apiKey(perMinute));
  }

  close(): Promise<void> {
    return this.apiKeyCalls.close();
  }

  /** Before checking a password: 429 if this user, from this address, must wait. */
  checkSignIn(userKey: string, address: string, now: number): void {
    this.address.check(address, now, THROTTLE_MESSAGES.address);
    this.pair.check(pairKey(userKey, address), now, THROTTLE_MESSAGES.pair);
    if (!this.isKnownAddress(userKey, address, now)) this.user.check(userKey, now, THROTTLE_MESSAGES.user);
  }

  signInFailed(userKey: string, address: string, now: number): void {
    this.address.record(address, now);
    this.pair.record(pairKey(userKey, address), now);
    this.user.record(userKey, now);
  }

  signInSucceeded(userKey: string, address: string, now: number): void {
    this.pair.clear(pairKey(userKey, address));
    const known = this.knownAddresses.get(userKey) ?? new Map<string, number>();
    known.set(address, now);
    this.knownAddresses.set(userKey, known);
  }

  /** After a password reset the owner is back in control: their earlier failures no longer count. */
  passwordReset(userKey: string): void {
    this.user.clear(userKey);
  }

  /** Before checking the current password of a signed-in user. */
  checkChangePassword(userId: string, address: string, now: number): void {
    this.address.check(address, now, THROTTLE_MESSAGES.address);
    this.changePassword.check(userId, now, THROTTLE_MESSAGES.changePassword);
  }

  changePasswordFailed(userId: string, address: string, now: number): void {
    this.address.record(address, now);
    this.changePassword.record(userId, now);
  }

  /** Counts a reset request from an address; 429 past the hourly limit (the same whatever the account). */
  checkResetRequest(address: string, now: number): void {
    this.resetRequestsPerAddress.check(address, now, THROTTLE_MESSAGES.lostPassword);
    this.resetRequestsPerAddress.record(address, now);
  }

  /** Whether another reset mail may go to this account this hour; counts it when it may. */
  mayMailReset(userKey: string, now: number): boolean {
    if (this.resetMailsPerAccount.waitMs(userKey, now) > 0) return false;
    this.resetMailsPerAccount.record(userKey, now);
    return true;
  }

  private isKnownAddress(userKey: string, address: string, now: number): boolean {
    const at = this.knownAddresses.get(userKey)?.get(address);
    return at !== undefined && now - at < KNOWN_ADDRESS_MS;
  }
}

const pairKey = (userKey: string, address: string) => `${userKey}\u0000${address}`;
