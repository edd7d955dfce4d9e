import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryTransient, retryUnlessMissing } from './query-retry';

const apiError = (status: number, kind: ConstructorParameters<typeof ApiError>[0]['kind']) =>
  new ApiError({ status, kind, message: 'x' });

describe('query retry rules', () => {
  it('asks twice more after a connection or server failure, never after a refused session', () => {
    const down = apiError(0, 'CONNECTION_ERROR');
    expect([0, 1, 2].map((n) => retryTransient(n, down))).toEqual([true, true, false]);
    expect(retryTransient(0, apiError(401, 'UNAUTHORIZED'))).toBe(false);
    expect(retryTransient(0, apiError(401, 'ACCOUNT_DISABLED'))).toBe(false);
  });

  it('one item by id: not after 404 or 400 either, nor after a refused session', () => {
    expect(retryUnlessMissing(0, apiError(404, 'CUSTOM_ERROR'))).toBe(false);
    expect(retryUnlessMissing(0, apiError(400, 'CUSTOM_ERROR'))).toBe(false);
    expect(retryUnlessMissing(0, apiError(401, 'UNAUTHORIZED'))).toBe(false);
    expect(retryUnlessMissing(0, apiError(500, 'CUSTOM_ERROR'))).toBe(true);
    expect(retryUnlessMissing(2, apiError(500, 'CUSTOM_ERROR'))).toBe(false);
  });
});
