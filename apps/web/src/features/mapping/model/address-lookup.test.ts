import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '../../../lib/api-error';
import { addressAfterFailedLookup } from './address-lookup';

describe('the address after a failed lookup', () => {
  it("keeps 'Address not found' for the server's 404 only", () => {
    expect(
      addressAfterFailedLookup(errorFromResponse(404, { message: 'Address not found' }), 'Bagbag'),
    ).toBeNull();
  });

  it('falls back to the offline address when the lookup never got an answer about the point', () => {
    const noConnection = new ApiError({ status: 0, kind: 'CONNECTION_ERROR', message: 'offline' });
    for (const error of [
      noConnection,
      errorFromResponse(502, undefined),
      errorFromResponse(500, { message: 'Internal Server Error' }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(addressAfterFailedLookup(error, 'Bagbag')).toBe('Bagbag, Quezon City, Metro Manila');
    }
  });
});
