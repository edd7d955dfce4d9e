import { GENERIC_MESSAGES, GUARD_MESSAGES } from '@dengue/core';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorFromResponse,
  getErrorMessage,
  isNetworkFailure,
  saysNothing,
  serverMessageOr,
} from './api-error';

describe('errorFromResponse', () => {
  it('treats the code ACCOUNT_DISABLED as a disabled account, whatever the status or wording', () => {
    for (const [status, message] of [
      [401, 'Account disabled'],
      [403, 'Your account has been disabled by an administrator'],
      [401, 'Geen toegang'],
    ] as const) {
      const error = errorFromResponse(status, { message, code: 'ACCOUNT_DISABLED' });
      expect(error.kind).toBe('ACCOUNT_DISABLED');
      expect(error.code).toBe('ACCOUNT_DISABLED');
      expect(error.message).toBe(GUARD_MESSAGES.accountDisabled);
      expect(error.status).toBe(status);
    }
  });

  it('does not read a disabled account out of the English text alone', () => {
    expect(errorFromResponse(401, { message: 'Account disabled', code: 'SESSION_EXPIRED' }).kind).toBe(
      'UNAUTHORIZED',
    );
    expect(errorFromResponse(403, { message: 'This account is inactive', code: 'FORBIDDEN' }).kind).toBe(
      'CUSTOM_ERROR',
    );
  });

  it('keeps the code and params the server sent, and gives a generic code when it sent none', () => {
    const wait = errorFromResponse(429, {
      message: 'Please wait 37 seconds before requesting a new code.',
      code: 'OTP_RESEND_WAIT',
      params: { seconds: 37, stray: { nested: true } },
    });
    expect(wait).toMatchObject({ code: 'OTP_RESEND_WAIT', params: { seconds: 37 }, status: 429 });
    expect(errorFromResponse(404, { message: 'Gone' }).code).toBe('NOT_FOUND');
    expect(errorFromResponse(400, { message: 'x', code: 'NOT_A_CODE' }).code).toBe('BAD_REQUEST');
    expect(errorFromResponse(502, '').code).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps the server message of other 401s and falls back to the log-in prompt', () => {
    expect(errorFromResponse(401, { message: 'Token expired' })).toMatchObject({
      kind: 'UNAUTHORIZED',
      message: 'Token expired',
    });
    expect(errorFromResponse(401, undefined)).toMatchObject({
      kind: 'UNAUTHORIZED',
      message: GENERIC_MESSAGES.unauthorized,
    });
  });

  it('reports other failures as CUSTOM_ERROR with the server message and its errors list', () => {
    const error = errorFromResponse(400, { message: 'Invalid input', errors: ['a', 'b', 3] });
    expect(error).toMatchObject({ kind: 'CUSTOM_ERROR', status: 400, message: 'Invalid input' });
    expect(error.errors).toEqual(['a', 'b']);
    expect(errorFromResponse(403, { message: 'Forbidden' }).kind).toBe('CUSTOM_ERROR');
    expect(errorFromResponse(500, undefined).message).toBe(GENERIC_MESSAGES.unexpected);
  });

  it("marks the client's own messages with their ids and keeps the server's message ids", () => {
    expect(errorFromResponse(500, undefined).params).toEqual({ id: 'server.unexpected' });
    expect(errorFromResponse(502, '').params).toEqual({ id: 'server.connectionError' });
    const refused = errorFromResponse(400, {
      message: 'Email is invalid',
      code: 'VALIDATION_FAILED',
      params: { id: 'auth.emailInvalid' },
      errors: ['Email is invalid', 'Own words'],
      errorIds: ['auth.emailInvalid', null],
    });
    expect(refused.params).toEqual({ id: 'auth.emailInvalid' });
    expect(refused.errorIds).toEqual(['auth.emailInvalid', null]);
    // Told apart by the id, never by the words: a server that says the same sentence still answered.
    expect(saysNothing(errorFromResponse(500, undefined))).toBe(true);
    expect(saysNothing(errorFromResponse(500, { message: GENERIC_MESSAGES.unexpected }))).toBe(false);
  });

  it('reads a gateway error without an API body as the server being unreachable', () => {
    expect(errorFromResponse(502, '')).toMatchObject({
      kind: 'CONNECTION_ERROR',
      message: GENERIC_MESSAGES.connectionError,
    });
  });
});

describe('isNetworkFailure and getErrorMessage', () => {
  it('recognises the browsers’ network failure errors', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new Error('Bad thing'))).toBe(false);
  });

  it('follows the generic order: string, message, fallback', () => {
    expect(getErrorMessage('Plain text')).toBe('Plain text');
    expect(getErrorMessage(new Error('From error'))).toBe('From error');
    expect(getErrorMessage({ message: 'From body' })).toBe('From body');
    expect(getErrorMessage(null)).toBe(GENERIC_MESSAGES.unexpected);
  });
});

describe('serverMessageOr', () => {
  const fallback = 'Failed to delete post. Please try again.';

  it("shows the server's message when it answered with one", () => {
    expect(serverMessageOr(errorFromResponse(403, { message: 'Not yours' }), fallback)).toBe('Not yours');
    expect(serverMessageOr(errorFromResponse(500, { message: 'Busy' }), fallback)).toBe('Busy');
  });

  it('falls back when nothing answered, a gateway failed, or the answer had no message', () => {
    const noAnswer = new ApiError({
      status: 0,
      kind: 'CONNECTION_ERROR',
      message: GENERIC_MESSAGES.connectionError,
    });
    expect(serverMessageOr(noAnswer, fallback)).toBe(fallback);
    expect(serverMessageOr(errorFromResponse(502, ''), fallback)).toBe(fallback);
    expect(serverMessageOr(errorFromResponse(500, undefined), fallback)).toBe(fallback);
    expect(serverMessageOr(new Error('boom'), fallback)).toBe(fallback);
  });
});
