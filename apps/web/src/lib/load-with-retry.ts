export interface RetryPolicy {
  /** Further attempts after the first one fails. */
  retries: number;
  /** Wait before retry n is `baseDelayMs * n`. */
  baseDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Asked after a failure: true gives up at once. Offline, waiting through the retries only keeps a person
   * staring at nothing; the attempt that follows the connection's return is a new one.
   */
  giveUpWhen?: () => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds or the retries are spent, waiting longer each time.
 * `load` receives the attempt number (0 for the first try) so a retry can differ from the first try.
 */
export async function loadWithRetry<T>(
  load: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load(attempt);
    } catch (error) {
      if (attempt >= policy.retries || policy.giveUpWhen?.()) throw error;
      await sleep(policy.baseDelayMs * (attempt + 1));
    }
  }
}
