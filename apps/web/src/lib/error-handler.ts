/**
 * THE error handler of the player site: every failed query and mutation ends here (query-client.ts),
 * and no screen keeps its own copy. It applies the shared error table:
 * - token refresh is the gateway's business and never reaches us; a cleared session goes to /login;
 * - 1012 goes home, 100326 opens the KYC L3 dialog, 100700 the lock dialog, 100989 the register-error
 *   dialog, 100701 is silent (the login form opens the slider captcha);
 * - codes a caller declares in `meta.handledCodes` (field errors such as 100010/100919) are left to it;
 * - a time-out reads 'Request timed out'; a bare network error is silent;
 * - anything else is an error toast (at most 3 on screen), unless the call is `meta.silent`.
 */
import { TRPCClientError } from '@trpc/client';
import type { GatewayErrorData } from '@casino/gateway/router';
import { CODES } from '@casino/shared/protocol/codes';
import { toast } from '../components/ui/toast-store';
import { setAccessState } from './access-limit';
import { openGlobalDialog } from './global-dialogs';
import { i18n, tKey } from './i18n';
import { languageFromPath, localize } from './lng';
import { navigateTo } from './navigation';
import { RequestTimeoutError } from './trpc';
import { DEFAULT_LANGUAGE } from '@casino/shared/rules/constants';

export interface CallMeta {
  /** Show nothing for this call's errors (CMS, video, report calls; background polling). */
  silent?: boolean;
  /** Upstream codes the caller handles itself (field errors, captcha). */
  handledCodes?: readonly number[];
  [key: string]: unknown;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

export type ErrorKind =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'sessionCleared' }
  | { kind: 'forbidden' }
  | { kind: 'limited' }
  | { kind: 'upstream'; code: number; message: string | undefined }
  | { kind: 'fields'; fieldErrors: Record<string, string[]>; message: string | undefined }
  | { kind: 'other'; message: string | undefined };

export function errorData(error: unknown): GatewayErrorData | undefined {
  if (error instanceof TRPCClientError) return (error.data ?? undefined) as GatewayErrorData | undefined;
  return undefined;
}

/** The upstream result code of a failed call, as a number, if the platform refused it. */
export function upstreamCode(error: unknown): number | undefined {
  const code = errorData(error)?.upstreamCode;
  if (code === undefined || code === null) return undefined;
  const n = Number(code);
  return Number.isFinite(n) ? n : undefined;
}

function isTimeout(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    if (e instanceof RequestTimeoutError) return true;
    if (e instanceof DOMException && e.name === 'TimeoutError') return true;
    e = (e as { cause?: unknown }).cause;
  }
  const data = errorData(error);
  return data?.messageKey === 'errors.network.timeout' || data?.code === 'TIMEOUT';
}

/** Classifies an error the way the table needs it (exported for the tests and for forms). */
export function classify(error: unknown): ErrorKind {
  if (isTimeout(error)) return { kind: 'timeout' };
  const data = errorData(error);
  if (error instanceof TRPCClientError && !data) {
    // No tRPC error body: fetch failed, the connection dropped, or a proxy answered with HTML.
    return { kind: 'network' };
  }
  if (!data) return { kind: 'other', message: error instanceof Error ? error.message : undefined };
  if (data.sessionCleared || data.action === 'login') return { kind: 'sessionCleared' };
  if (data.action === 'forbidden403') return { kind: 'forbidden' };
  if (data.action === 'limitLogin') return { kind: 'limited' };
  const message = data.messageKey ? tKey(i18n.t, data.messageKey) : (data.upstreamMessage ?? undefined);
  const code = upstreamCode(error);
  if (code !== undefined) return { kind: 'upstream', code, message: data.upstreamMessage ?? message };
  if (data.fieldErrors && Object.keys(data.fieldErrors).length > 0) {
    return { kind: 'fields', fieldErrors: data.fieldErrors, message };
  }
  return { kind: 'other', message: message ?? (error instanceof Error ? error.message : undefined) };
}

function currentLng() {
  return languageFromPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
}

let onSessionCleared: () => void = () => {};
/** The query client registers how to forget the cached session. */
export function registerSessionCleared(fn: () => void) {
  onSessionCleared = fn;
}

export function handleError(error: unknown, meta: CallMeta | undefined): void {
  const c = classify(error);
  const t = i18n.t.bind(i18n);
  switch (c.kind) {
    case 'network':
      return; // bare network errors are silent
    case 'timeout':
      if (!meta?.silent) toast.error(t('errors:network.timeout'));
      return;
    case 'sessionCleared': {
      onSessionCleared();
      const here = window.location.pathname + window.location.search;
      const lng = currentLng();
      if (!/\/login$/.test(window.location.pathname)) {
        toast.info(t('errors:code.sessionExpired'));
        navigateTo(`${localize(lng, '/login')}?redirect=${encodeURIComponent(here)}`, { replace: true });
      }
      return;
    }
    case 'forbidden':
      setAccessState('denied');
      navigateTo('/403', { replace: true });
      return;
    case 'limited':
      setAccessState('limited');
      openGlobalDialog('limitLogin');
      return;
    case 'upstream': {
      if (meta?.handledCodes?.includes(c.code)) return;
      switch (c.code) {
        case CODES.GO_HOME:
          navigateTo(localize(currentLng(), '/'), { replace: true });
          return;
        case CODES.KYC_L3_REQUIRED:
          openGlobalDialog('kycL3');
          return;
        case CODES.ACCOUNT_LOCKED:
          openGlobalDialog('lockUser');
          return;
        case CODES.REGISTER_REFUSED:
          openGlobalDialog('registerError');
          return;
        case CODES.CAPTCHA_REQUIRED:
          return;
        case CODES.TOKEN_EXPIRED:
        case CODES.SESSION_INVALID:
          onSessionCleared();
          navigateTo(localize(currentLng(), '/login'), { replace: true });
          return;
        default:
          if (!meta?.silent) toast.error(c.message ?? t('errors:generic'));
          return;
      }
    }
    case 'fields':
    case 'other':
      if (!meta?.silent) toast.error(c.message ?? t('errors:generic'));
      return;
  }
}
