import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './errors';

describe('describeError (spec section 8)', () => {
  it.each([
    [401, 'errors.code401'],
    [403, 'errors.code403'],
    [404, 'errors.code404'],
  ])('maps business code %i to its fixed text', (code, key) => {
    expect(describeError(new ApiError({ kind: 'business', code, serverMessage: 'server says' }))).toEqual({ key });
  });

  it("shows the server's message for any other code", () => {
    const error = new ApiError({ kind: 'business', code: 1002, serverMessage: 'Code de vérification incorrect' });
    expect(describeError(error)).toEqual({ text: 'Code de vérification incorrect' });
  });

  it('falls back to the unknown-error text when the server gave no message', () => {
    expect(describeError(new ApiError({ kind: 'business', code: 1099, serverMessage: '' }))).toEqual({
      key: 'errors.unknown',
    });
  });

  it.each([
    ['network', 'errors.network'],
    ['timeout', 'errors.timeout'],
    ['empty', 'errors.network'],
    ['session', 'errors.sessionExpired'],
  ] as const)('maps a %s failure to its text', (kind, key) => {
    expect(describeError(new ApiError({ kind }))).toEqual({ key });
  });

  it('tells a refused session (401) from an expired one (1005)', () => {
    expect(describeError(new ApiError({ kind: 'session', code: 401 }))).toEqual({ key: 'errors.code401' });
    expect(describeError(new ApiError({ kind: 'session', code: '1005' }))).toEqual({ key: 'errors.sessionExpired' });
  });

  it('adds the three-digit status to HTTP errors', () => {
    expect(describeError(new ApiError({ kind: 'http', status: 503 }))).toEqual({
      key: 'errors.http',
      values: { status: 503 },
    });
  });

  it('treats anything that is not an ApiError as unknown', () => {
    expect(describeError(new Error('boom'))).toEqual({ key: 'errors.unknown' });
  });
});

describe('ApiError.fromAnswer', () => {
  it('classifies 401 and 1005 as session failures and other codes as business failures', () => {
    expect(ApiError.fromAnswer(401, 'x', null).kind).toBe('session');
    expect(ApiError.fromAnswer(1005, 'x', null).kind).toBe('session');
    expect(ApiError.fromAnswer(403, 'x', null).kind).toBe('business');
  });

  it('ignores malformed field-error lists', () => {
    const error = ApiError.fromAnswer(1001, 'x', { errors: [{ field: 1 }, 'junk', { field: 'a', message: 'b' }] });
    expect(error.fieldErrors).toEqual({ a: 'b' });
  });
});
