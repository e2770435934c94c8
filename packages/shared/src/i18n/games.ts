/**
 * Game messages (namespace `games`): the multi-machine mode refusals of spec section 8. `maxGames`
 * takes the limit as {{max}} (4, or 2 on Apple devices).
 */
import type { MessagesLike } from './types';

const ja = {
  money: {
    cash: '現金',
    inGames: 'ゲーム内',
    total: '合計',
    inGamesOf: '{{platform}} のゲーム内残高',
    noGames: 'ゲーム内の残高はありません',
    returnAll: 'すべてウォレットに戻す',
    returning: 'ウォレットに戻しています…',
    returnedAll: '{{amount}} をウォレットに戻しました',
    returnedTitle: 'ゲームの残高をウォレットに戻しました',
    returnedLead: '{{time}}、{{reason}}、ゲーム内の残高をウォレットに戻しました。',
    line: '{{platform}} から {{amount}}',
    reference: '受付番号',
    cashAfter: '戻した後の現金残高',
    ok: '確認しました',
    reason: {
      left: 'ゲームを閉じた(または再読み込みした)ため',
      sweep: 'ゲームの応答が一定時間なかったため',
      logout: 'ログアウトしたため',
      'session-ended': 'ログインの有効期限が切れたため',
      'session-invalid': 'ログインが無効になったため',
      'terminal-refused': 'この端末が停止されたため',
      restart: '端末が再起動したため',
      cashout: '精算のため',
      player: 'ご依頼により',
    },
    notReady: 'ゲームを開始できませんでした。お金は移動していません。',
    retry: 'もう一度開く',
    gameWallet: 'このゲームの残高',
    moveIn: 'ゲームに入金',
    moveInAmount: '入金額',
    moveInHint: 'ベットする前に、ゲームに移す金額を指定してください。',
    moveInAll: '空欄なら現金をすべて',
    movedIn: '{{amount}} をゲームに移しました',
    popupOpen: 'ゲームは別ウィンドウで開いています。ウィンドウを閉じると残高はウォレットに戻ります。',
  },
  multiMode: {
    maxGames: 'すでに{{max}}台のゲームを追加しています。ほかのゲームを終了してから追加してください。',
    notSupported: 'このゲームはマルチ台モードに対応していません。',
    duplicate: '同じゲームを重複して追加することはできません。',
  },
};

const en = {
  money: {
    cash: 'Cash',
    inGames: 'In games',
    total: 'Total',
    inGamesOf: 'In {{platform}} games',
    noGames: 'No money in games',
    returnAll: 'Return all to wallet',
    returning: 'Returning to your wallet…',
    returnedAll: '{{amount}} is back in your wallet',
    returnedTitle: 'Your game balances are back in your wallet',
    returnedLead: 'At {{time}}, {{reason}}, the money in your games was returned to your wallet.',
    line: '{{amount}} from {{platform}}',
    reference: 'Reference',
    cashAfter: 'Cash after the return',
    ok: 'OK',
    reason: {
      left: 'because the game was closed (or reloaded)',
      sweep: 'because the game stopped responding',
      logout: 'because you logged out',
      'session-ended': 'because your login expired',
      'session-invalid': 'because your login was ended',
      'terminal-refused': 'because this terminal was stopped',
      restart: 'because the terminal restarted',
      cashout: 'at cash-out',
      player: 'as you asked',
    },
    notReady: 'The game did not start. No money was moved.',
    retry: 'Open it again',
    gameWallet: 'Balance in this game',
    moveIn: 'Move money into the game',
    moveInAmount: 'Amount',
    moveInHint: 'Before you bet, choose how much to move into the game.',
    moveInAll: 'empty: all your cash',
    movedIn: '{{amount}} moved into the game',
    popupOpen: 'The game is open in another window. Closing that window returns its balance to your wallet.',
  },
  multiMode: {
    maxGames: '{{max}} games have already been added. Please quit a game first.',
    notSupported: 'This game does not support multi-machine mode.',
    duplicate: 'Adding the same game is not supported.',
  },
} satisfies MessagesLike<typeof ja>;

export const games = { ja, en };
