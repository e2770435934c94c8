/**
 * THE error handler of the player site: every failed query and mutation ends here (query-client.ts),
 * and no screen keeps its own copy. It turns a failure into the facts of the shared error table
 * (packages/shared/src/errors/error-table.ts: client, upstream code, HTTP kind, context, silent) and
 * carries out the action the table gives:
 * - token refresh is the gateway's business and never reaches us; a cleared session goes to /login;
 * - 1012 goes home, 100326 opens the KYC L3 dialog, 100700 on login the lock dialog, 100989 the
 *   register-error dialog, 100701 on login is left to the form (slider captcha);
 * - codes a caller lists in `meta.handledCodes` (field errors 100010/100919, the captcha) are its own;
 * - a time-out reads 'Request timed out'; a bare network error is silent;
 * - anything else is an error toast (at most 3 on screen), unless the call's catalog entry says
 *   `silentErrors` (or a caller says `meta.silent`).
 * The error context (login, register...) and the silence come from the call's catalog flags
 * (@casino/gateway/client-policy), found by the procedure of the query or mutation key.
 */
import type { GatewayErrorData } from '@casino/gateway/router';
import { callPolicy } from '@casino/shared/catalog/client-policy';
import {
  clientActionFor,
  type ClientAction,
  type ErrorContext,
  type ErrorFacts,
} from '@casino/shared/errors/error-table';
import { CODES } from '@casino/shared/protocol/codes';
import { DEFAULT_LANGUAGE } from '@casino/shared/rules/constants';
import { toast } from '../components/ui/toast-store';
import { setAccessState } from './access-limit';
import { formatDateTime } from './dates';
import { errorData, fieldErrorsOf, gatewayVerdictOf, httpKindOf, upstreamCode } from './failure';
import { openGlobalDialog } from './global-dialogs';
import { i18n, tKey } from './i18n';
import { languageFromPath, localize } from './lng';
import { navigateTo } from './navigation';
import { sessionCleared } from './session-cleared';
import { handleSessionEnded, wasPlayer } from './session-ended';

export { errorData, fieldErrorsOf, isSilentFailure, upstreamCode } from './failure';

export interface CallMeta {
  /**
   * Show no toast for these errors. A call's own silence is its catalog flag `silentErrors`; this is for
   * failures that are not one call's (a game launch handled by its page).
   */
  silent?: boolean;
  /** Upstream codes the caller handles itself (field errors, captcha): nothing happens here. */
  handledCodes?: readonly number[];
  /** Where the call is made, when the procedure alone does not tell (a game page: 'game'). */
  context?: ErrorContext;
  /** For 'go-to-category-list': the list to go back to (a game page knows its category). */
  categoryPath?: string;
  /** No loading indicator at this call site only (the call's own is its catalog flag `hideLoading`). */
  hideLoading?: boolean;
  [key: string]: unknown;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * For a "taken" refusal (username, email already used): the field and the message its form shows
 * under it, from the error table's field-taken rows.
 */
export function takenField(
  error: unknown,
): { field: 'username' | 'email' | 'phone'; messageKey: string } | undefined {
  const action = clientActionFor({ client: 'main', code: upstreamCode(error) });
  return action.type === 'field-taken'
    ? { field: action.field, messageKey: action.fieldMessageKey }
    : undefined;
}

/**
 * The table's facts for one failure (exported for tests and for forms that want to know). `procedure`:
 * the call's procedure path when known from its query or mutation key (a failure without an answer
 * carries none); else the path in the gateway's error data.
 */
export function errorFacts(error: unknown, meta: CallMeta | undefined, procedure?: string): ErrorFacts {
  const data = errorData(error);
  const policy = callPolicy(procedure ?? data?.path);
  const context = meta?.context ?? policy.errorContext ?? 'other';
  const silent = meta?.silent === true || policy.silentErrors === true;
  const verdict = gatewayVerdictOf(data);
  if (verdict === 'session-cleared') return { client: 'main', code: CODES.SESSION_INVALID, context, silent };
  if (verdict === 'forbidden') return { client: 'main', code: CODES.ACCESS_DENIED, context, silent };
  if (verdict === 'limited') return { client: 'main', code: CODES.ACCESS_LIMITED, context, silent };
  const code = upstreamCode(error);
  if (code !== undefined) {
    // The second client's own codes (-120, -130) are negative; its other codes act like the main's.
    return { client: code < 0 ? 'second' : 'main', code, context, silent };
  }
  return { client: 'main', kind: httpKindOf(error, data), httpStatus: data?.httpStatus, context, silent };
}

function currentLng() {
  return languageFromPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
}

/** "Try again after <time>" of a lock or cooling period (data.retryAt): Japan time, the page's language. */
function retryVars(data: GatewayErrorData | undefined): Record<string, string> | undefined {
  if (!data?.retryAt) return undefined;
  const time = formatDateTime(data.retryAt, currentLng());
  return { time };
}

function messageOf(action: ClientAction, error: unknown): string {
  const data = errorData(error);
  if (action.preferServerMessage) {
    if (data?.upstreamMessage) return data.upstreamMessage;
    const vars = retryVars(data);
    if (vars && data?.messageKey) return tKey(i18n.t, data.messageKey, vars) ?? data.messageKey;
    const firstField = Object.values(fieldErrorsOf(error))[0];
    if (firstField) return tKey(i18n.t, firstField) ?? firstField;
    if (data?.messageKey) return tKey(i18n.t, data.messageKey) ?? data.messageKey;
  }
  return tKey(i18n.t, action.messageKey, action.messageVars) ?? i18n.t('errors:generic');
}

export function handleError(error: unknown, meta: CallMeta | undefined, procedure?: string): void {
  const code = upstreamCode(error);
  if (code !== undefined && meta?.handledCodes?.includes(code)) return;
  const facts = errorFacts(error, meta, procedure);
  const action = clientActionFor(facts);
  const lng = currentLng();
  if (action.toast) toast.error(messageOf(action, error));

  switch (action.type) {
    case 'none':
    case 'silent':
    case 'toast':
    case 'refresh-and-retry': // done by the gateway; a client never sees it
    case 'open-slider-captcha': // the login form opens it
    case 'field-taken': // the form marks the field; without a form there is nothing more to do
      return;
    case 'clear-session': {
      // A player's login ended under the page: the player is told why (session-ended.ts).
      if (wasPlayer()) {
        handleSessionEnded(errorData(error)?.sessionEndReason);
        return;
      }
      sessionCleared();
      const here = window.location.pathname + window.location.search;
      if (!/\/login\/?$/.test(window.location.pathname)) {
        navigateTo(`${localize(lng, '/login')}?redirect=${encodeURIComponent(here)}`, { replace: true });
      }
      return;
    }
    case 'go-home':
      navigateTo(localize(lng, '/'), { replace: true });
      return;
    case 'go-forbidden':
      setAccessState('denied');
      navigateTo('/403', { replace: true });
      return;
    case 'open-kyc-l3':
      openGlobalDialog('kycL3');
      return;
    case 'open-register-error':
      openGlobalDialog('registerError');
      return;
    case 'show-lock-dialog':
      openGlobalDialog('lockUser');
      return;
    case 'open-limit-login':
      setAccessState('limited');
      openGlobalDialog('limitLogin');
      return;
    case 'go-to-category-list':
      navigateTo(localize(lng, meta?.categoryPath ?? '/'), { replace: true });
      return;
    case 'reload-later':
      setTimeout(() => {
        document.cookie = `${action.removeCookie}=; Max-Age=0; Path=/`;
        window.location.reload();
      }, action.delayMs);
      return;
  }
}
