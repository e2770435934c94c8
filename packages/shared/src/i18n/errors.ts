/**
 * Error and notice messages (namespace `errors`): one message per row of the error table
 * (../errors/error-table.ts), one per HTTP client failure kind, and the texts of the dialogs the spec
 * names (slider captcha, register error, lock user, limit login, lost account, KYC L3).
 */
import type { MessagesLike } from './types';

const ja = {
  generic: 'エラーが発生しました。しばらくしてから再度お試しください。',
  attemptsLocked: '誤った入力が続いたため、一時的にロックしています。{{time}}以降にもう一度お試しください。',
  payoutCooling: '新しく登録した出金先は、安全のため{{time}}以降にご利用いただけます。',
  payoutProofRequired: '出金先の登録には、出金パスワードまたは確認コードが必要です。',
  busy: '前の操作を処理しています。完了してからもう一度お試しください。',
  payloadTooLarge: '送信できるデータの大きさを超えています。ファイルは5MB以下にしてください。',
  code: {
    tokenExpired: 'ログイン情報を更新しています。しばらくお待ちください。',
    sessionExpired: 'ログインの有効期限が切れました。お手数ですが、もう一度ログインしてください。',
    goHome: 'このページは表示できません。トップページに戻ります。',
    kycL3Required: 'この操作には本人確認(レベル3)の完了が必要です。',
    registerRefused: '現在、新規登録を受け付けることができません。',
    captchaRequired: 'セキュリティ確認のため、スライダー認証を行ってください。',
    accountLocked: 'アカウントがロックされています。',
    gameUnavailable: 'このゲームは現在ご利用いただけません。ゲーム一覧に戻ります。',
    usernameTaken: 'このユーザー名はすでに使用されています。',
    emailTaken: 'このメールアドレスはすでに登録されています。',
    phoneTaken: 'この電話番号はすでに登録されています。',
    accessLimited: 'お住まいの地域からは、ログインおよび新規登録をご利用いただけません。',
    accessDenied: 'このサービスへのアクセスは制限されています。',
    accountDisabled:
      'このアカウントは利用停止中のため、ログインできません。詳しくはサポートまでお問い合わせください。',
    reloadSoon: '{{seconds}}秒後にページを再読み込みします。',
    unauthorized: 'ログイン情報を更新しています。しばらくお待ちください。',
  },
  network: {
    networkError: 'ネットワークに接続できません。通信環境をご確認ください。',
    aborted: '通信が中断されました。もう一度お試しください。',
    timeout: 'リクエストがタイムアウトしました',
    badRequest: 'リクエストを処理できませんでした。入力内容をご確認ください。',
    badResponse: 'サーバーで問題が発生しました。しばらくしてから再度お試しください。',
    canceled: 'リクエストはキャンセルされました。',
    unsupportedProtocol: 'この接続方式には対応していません。',
  },
  captcha: {
    title: 'セキュリティ認証',
    hint: 'スライダーを右に動かして、パズルを合わせてください。',
    success: '認証に成功しました',
    fail: '認証に失敗しました。もう一度お試しください。',
    refresh: '画像を更新',
  },
  registerError: {
    title: '新規登録ができませんでした',
    body: 'すでにアカウントをお持ちの可能性があります。お持ちのアカウントでログインしてください。',
    login: 'ログインへ',
  },
  lockUser: {
    title: 'アカウントがロックされています',
    body: 'ログインの失敗が続いたため、セキュリティ保護のためにこの環境からのログインを一時的に止めています。しばらく待ってから(最長30分)もう一度お試しいただくか、パスワードを再設定するとすぐに解除されます。',
    reset: 'パスワードを再設定',
    confirm: '閉じる',
  },
  limitLogin: {
    title: 'ご利用いただけない地域です',
    body: '申し訳ございません。お客様の地域からは、ログインおよび新規登録をご利用いただけません。',
  },
  lostAccount: {
    title: 'アカウントをお忘れの方',
    body: 'ご登録のメールアドレスまたはユーザー名がわからない場合は、カスタマーサポートまでお問い合わせください。',
    contact: 'サポートに問い合わせる',
  },
  kycL3: {
    title: '本人確認(レベル3)が必要です',
    body: 'ご利用を続けるには、本人確認書類の提出によるレベル3の認証を完了してください。',
    start: '本人確認へ進む',
    later: 'あとで',
  },
};

const en = {
  generic: 'Something went wrong. Please try again later.',
  attemptsLocked: 'Too many wrong attempts, so this is locked for now. Please try again after {{time}}.',
  payoutCooling: 'For your safety, a newly added payout destination can be used after {{time}}.',
  payoutProofRequired: 'Adding a payout destination needs your withdrawal password or a verification code.',
  busy: 'Your previous request is still being processed. Please try again when it has finished.',
  payloadTooLarge: 'What you sent is too large. Files can be at most 5 MB.',
  code: {
    tokenExpired: 'Refreshing your session. Please wait a moment.',
    sessionExpired: 'Your session has expired. Please log in again.',
    goHome: 'This page is not available. Returning to the home page.',
    kycL3Required: 'This action requires level 3 identity verification.',
    registerRefused: 'We cannot accept your registration at the moment.',
    captchaRequired: 'For your security, please complete the slider check.',
    accountLocked: 'Your account is locked.',
    gameUnavailable: 'This game is not available right now. Returning to the game list.',
    usernameTaken: 'This username is already taken.',
    emailTaken: 'This email address is already registered.',
    phoneTaken: 'This phone number is already registered.',
    accessLimited: 'Login and registration are not available from your region.',
    accessDenied: 'Access to this service is restricted.',
    accountDisabled: 'This account is disabled, so you cannot log in. Please contact support for details.',
    reloadSoon: 'The page will reload in {{seconds}} seconds.',
    unauthorized: 'Refreshing your session. Please wait a moment.',
  },
  network: {
    networkError: 'Cannot connect to the network. Please check your connection.',
    aborted: 'The request was interrupted. Please try again.',
    timeout: 'Request timed out',
    badRequest: 'The request could not be processed. Please check what you entered.',
    badResponse: 'The server ran into a problem. Please try again later.',
    canceled: 'The request was canceled.',
    unsupportedProtocol: 'This connection protocol is not supported.',
  },
  captcha: {
    title: 'Security check',
    hint: 'Slide to the right to fit the puzzle piece.',
    success: 'Verification succeeded',
    fail: 'Verification failed. Please try again.',
    refresh: 'New image',
  },
  registerError: {
    title: 'Registration failed',
    body: 'You may already have an account. Please log in with your existing account.',
    login: 'Go to login',
  },
  lockUser: {
    title: 'Account locked',
    body: 'After too many failed logins, logging in from here is paused for your security. Try again in a while (at most 30 minutes), or reset your password to unlock it right away.',
    reset: 'Reset password',
    confirm: 'Close',
  },
  limitLogin: {
    title: 'Not available in your region',
    body: 'We are sorry, but login and registration are not available from your region.',
  },
  lostAccount: {
    title: 'Lost your account?',
    body: 'If you do not remember your registered email address or username, please contact customer support.',
    contact: 'Contact support',
  },
  kycL3: {
    title: 'Level 3 verification required',
    body: 'To continue, please complete level 3 verification by submitting your identity documents.',
    start: 'Verify now',
    later: 'Later',
  },
} satisfies MessagesLike<typeof ja>;

export const errors = { ja, en };
