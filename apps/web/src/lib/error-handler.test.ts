import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { clientActionFor } from '@casino/shared/errors/error-table';
import { errorFacts, fieldErrorsOf, upstreamCode } from './error-handler';
import { isSilentFailure } from './failure';
import { RequestTimeoutError } from './trpc';

function gatewayError(data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message: 'x', code: -32603, data: { httpStatus: 400, ...data } } });
}

const actionOf = (error: unknown, meta?: Parameters<typeof errorFacts>[1]) =>
  clientActionFor(errorFacts(error, meta)).type;

describe('the central error handler reads failures as the shared table needs them', () => {
  it('a cleared session goes to login', () => {
    expect(actionOf(gatewayError({ code: 'UNAUTHORIZED', sessionCleared: true }))).toBe('clear-session');
  });

  it('100701 and 100700 act only on the login call', () => {
    const captcha = gatewayError({ upstreamCode: 100701, path: 'session.login' });
    expect(actionOf(captcha)).toBe('open-slider-captcha');
    expect(actionOf(gatewayError({ upstreamCode: 100700, path: 'session.login' }))).toBe('show-lock-dialog');
    expect(actionOf(gatewayError({ upstreamCode: 100700, path: 'deposit.create' }))).toBe('toast');
    expect(upstreamCode(captcha)).toBe(100701);
  });

  it('1012 goes home, 100326 opens the KYC dialog, 100989 the register error', () => {
    expect(actionOf(gatewayError({ upstreamCode: 1012 }))).toBe('go-home');
    expect(actionOf(gatewayError({ upstreamCode: '100326' }))).toBe('open-kyc-l3');
    expect(actionOf(gatewayError({ upstreamCode: 100989, path: 'account.createAccount' }))).toBe(
      'open-register-error',
    );
  });

  it('the gateway verdicts of checkIp become the limit dialog and /403', () => {
    expect(actionOf(gatewayError({ action: 'limitLogin' }))).toBe('open-limit-login');
    expect(actionOf(gatewayError({ action: 'forbidden403' }))).toBe('go-forbidden');
  });

  it("an oversize body (the gateway's 413 tRPC error) is a toast with its own message", () => {
    const tooLarge = gatewayError({
      httpStatus: 413,
      code: 'PAYLOAD_TOO_LARGE',
      messageKey: 'errors.payloadTooLarge',
    });
    expect(errorFacts(tooLarge, undefined).kind).toBe('badRequest');
    const action = clientActionFor(errorFacts(tooLarge, undefined));
    expect(action.type).toBe('toast');
    expect(action.preferServerMessage).toBe(true);
  });

  it('a bare network error is silent and a time-out is a toast', () => {
    expect(actionOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe('silent');
    const timeout = TRPCClientError.from(new RequestTimeoutError('Request timed out'));
    expect(errorFacts(timeout, undefined).kind).toBe('timeout');
    expect(actionOf(timeout)).toBe('toast');
  });

  it('a silent call shows no toast but a session end still acts', () => {
    const plain = clientActionFor(errorFacts(gatewayError({ upstreamCode: 999 }), { silent: true }));
    expect(plain.toast).toBe(false);
    expect(actionOf(gatewayError({ sessionCleared: true }), { silent: true })).toBe('clear-session');
  });

  it("takes silence and context from the call's catalog flags, by its procedure", () => {
    // video.query is silentErrors in the catalog: a time-out without an answer is silent too.
    const timeout = TRPCClientError.from(new RequestTimeoutError('Request timed out'));
    expect(clientActionFor(errorFacts(timeout, undefined, 'video.query')).toast).toBe(false);
    expect(clientActionFor(errorFacts(timeout, undefined, 'account.playerInfo')).toast).toBe(true);
    expect(errorFacts(gatewayError({ upstreamCode: 999, path: 'video.query' }), undefined).silent).toBe(true);
    // errorContext: session.login (gateway entry) and account.createAccount (catalog entry).
    expect(errorFacts(gatewayError({ upstreamCode: 100700 }), undefined, 'session.login').context).toBe(
      'login',
    );
    expect(
      errorFacts(gatewayError({ upstreamCode: 1, path: 'account.createAccount' }), undefined).context,
    ).toBe('register');
  });

  it('reads the field errors of a refused input', () => {
    expect(fieldErrorsOf(gatewayError({ fieldErrors: { email: ['validation.emailError'] } }))).toEqual({
      email: 'validation.emailError',
    });
  });
});

describe("the query retry's silent check (without the table) follows the table", () => {
  it('is silent exactly where the table says silent', () => {
    const failures: unknown[] = [
      TRPCClientError.from(new TypeError('Failed to fetch')),
      TRPCClientError.from(new DOMException('aborted', 'AbortError')),
      TRPCClientError.from(new RequestTimeoutError('Request timed out')),
      gatewayError({ upstreamCode: 999 }),
      gatewayError({ upstreamCode: -120 }),
      gatewayError({ code: 'UNAUTHORIZED', sessionCleared: true }),
      gatewayError({ action: 'forbidden403' }),
      gatewayError({ action: 'limitLogin' }),
      gatewayError({ httpStatus: 500 }),
      gatewayError({ httpStatus: 400 }),
      gatewayError({ httpStatus: 413, messageKey: 'errors.payloadTooLarge' }),
      new Error('not a tRPC error'),
    ];
    const silent = failures.map(isSilentFailure);
    expect(silent).toEqual(failures.map((e) => clientActionFor(errorFacts(e, undefined)).type === 'silent'));
    expect(silent.filter(Boolean)).toHaveLength(2);
  });
});
