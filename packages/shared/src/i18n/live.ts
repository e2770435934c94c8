/**
 * The live channel (namespace `live`): why a session ended (the `session-ended` event's reason), and the
 * small state a page shows while its stream reconnects.
 */
import type { MessagesLike } from './types';

const ja = {
  reconnecting: '再接続しています…',
  unavailable: 'リアルタイム更新を一時的に利用できません。まもなく再接続します。',
  tooManyStreams:
    '開いているページが多すぎるため、このページはリアルタイムで更新されません。ほかのページを閉じてください。',
  offline: '接続が切れています。表示中の金額は最新ではない可能性があります。',
  sessionEnded: {
    title: 'ログアウトしました',
    logout: 'ログアウトしました。',
    'logged-out-elsewhere': '別の端末またはブラウザからログアウトされました。',
    'password-changed': 'パスワードが変更されたため、ログアウトしました。もう一度ログインしてください。',
    'player-disabled': 'このアカウントは現在ご利用いただけません。サポートにお問い合わせください。',
    expired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    idle: '一定時間操作がなかったため、ログアウトしました。',
    'too-many-sessions': '別の場所でログインしたため、ログアウトしました（同時ログイン数の上限）。',
    'session-invalid': 'ログイン状態を維持できませんでした。もう一度ログインしてください。',
    'terminal-refused': 'この端末は現在ご利用いただけません。スタッフにお声がけください。',
  },
};

const en = {
  reconnecting: 'Reconnecting…',
  unavailable: 'Live updates are unavailable for a moment. Reconnecting shortly.',
  tooManyStreams: 'Too many pages are open, so this page is not updated live. Please close some other pages.',
  offline: 'Connection lost. The amounts shown may not be up to date.',
  sessionEnded: {
    title: 'Signed out',
    logout: 'You have signed out.',
    'logged-out-elsewhere': 'You were signed out from another device or browser.',
    'password-changed': 'Your password was changed, so you were signed out. Please sign in again.',
    'player-disabled': 'This account is not available at the moment. Please contact support.',
    expired: 'Your sign-in has expired. Please sign in again.',
    idle: 'You were signed out because there was no activity for a while.',
    'too-many-sessions': 'You signed in somewhere else, so this session ended (too many sessions at once).',
    'session-invalid': 'Your sign-in could not be kept. Please sign in again.',
    'terminal-refused': 'This terminal is not available at the moment. Please ask a member of staff.',
  },
} satisfies MessagesLike<typeof ja>;

export const live = { ja, en };
