/**
 * The one error type of the platform. Handlers throw it (usually through `fail`); the protocol layer
 * turns it into the envelope of the call's client, with `msg` in the request's language. Anything
 * else thrown becomes INTERNAL with a generic message, and the detail goes only to the log.
 */
import { CODES } from '@casino/shared/protocol/codes';

export interface LocalizedText {
  ja: string;
  en: string;
}

export class PlatformError extends Error {
  constructor(
    readonly code: number,
    readonly text: LocalizedText,
    /** Extra machine-readable detail for the client (e.g. field errors), put in `data`. */
    readonly data?: unknown,
    /** HTTP status; 200 except the second client's 401 for an expired token. */
    readonly httpStatus = 200,
  ) {
    super(text.en);
    this.name = 'PlatformError';
  }
}

export function fail(code: number, ja: string, en: string, data?: unknown): never {
  throw new PlatformError(code, { ja, en }, data);
}

export const MESSAGES = {
  success: { ja: '成功', en: 'success' },
  notFound: { ja: '指定された API は存在しません', en: 'No such API' },
  badSignature: { ja: '署名が正しくありません', en: 'Invalid signature' },
  staleTimestamp: { ja: 'リクエストの時刻が正しくありません', en: 'Request timestamp out of range' },
  replayed: { ja: 'このリクエストは既に処理されています', en: 'Request id already used' },
  badCiphertext: { ja: 'リクエストを処理できませんでした', en: 'The request could not be processed' },
  badClient: { ja: 'クライアント認証に失敗しました', en: 'Client authentication failed' },
  unauthorized: { ja: 'ログインしてください', en: 'Please log in' },
  tokenExpired: { ja: 'セッションの有効期限が切れました', en: 'Token expired' },
  sessionInvalid: {
    ja: 'セッションが無効です。再度ログインしてください',
    en: 'Session is no longer valid, please log in again',
  },
  validation: { ja: '入力内容に誤りがあります', en: 'Some fields are invalid' },
  internal: { ja: 'システムエラーが発生しました', en: 'System error' },
  notImplemented: { ja: 'この機能は準備中です', en: 'Not implemented yet' },
  insufficientFunds: { ja: '残高が不足しています', en: 'Insufficient balance' },
  idempotencyConflict: {
    ja: '同じ注文番号で異なる内容のリクエストがあります',
    en: 'The same order id was used with different content',
  },
} satisfies Record<string, LocalizedText>;

export function notImplemented(): never {
  throw new PlatformError(CODES.NOT_IMPLEMENTED, MESSAGES.notImplemented);
}
