import { isApiError } from './api-error';

/** A refused session or a disabled account will not change by asking again. */
const isFinal = (error: Error) =>
  isApiError(error) && ['UNAUTHORIZED', 'ACCOUNT_DISABLED'].includes(error.kind);

/** The app's retry rule (query-client.ts): twice more, unless asking again cannot help. */
export const retryTransient = (failureCount: number, error: Error): boolean =>
  failureCount < 2 && !isFinal(error);

/**
 * `retryTransient`, and no retry either for a missing or malformed thing (404, 400): it answers the same at
 * once. For the queries of one item by id.
 */
export const retryUnlessMissing = (failureCount: number, error: Error): boolean =>
  retryTransient(failureCount, error) &&
  !(isApiError(error) && (error.status === 404 || error.status === 400));
