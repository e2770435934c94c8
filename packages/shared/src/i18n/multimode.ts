/**
 * Multi-machine mode (namespace `multimode`): the grid in packages/ui, the page /account/multimode and
 * the kiosk. The three refusal messages of spec section 8 are in the `games` namespace.
 */
import type { MessagesLike } from './types';

const ja = {
  title: 'マルチ台モード',
  lead: '最大{{max}}台まで同時にプレイできます。音が出るのは選択中の1台だけです。',
  gridLabel: 'プレイ中の台',
  countOf: '{{count}} / {{max}} 台',
  addGame: '台を追加',
  pickTitle: '追加する台を選ぶ',
  closeGame: '{{name}} を閉じる',
  focusGame: '{{name}} を選択して音を出す',
  soundOn: '選択中(サウンドON)',
  opening: 'ゲームを開いています…',
  openFailed: 'ゲームを開けませんでした',
  dismiss: '閉じる',
  balance: '残高',
  inGames: 'ゲーム内',
  cash: '現金',
  cellBalance: 'ゲーム内残高',
  lastWin: '前回の配当',
  noWinYet: 'まだありません',
  supportedOnly: '対応プロバイダー: {{list}}。',
  appleNote: 'Apple 製のデバイスでは同時に2台までです。',
};

const en = {
  title: 'Multi-machine mode',
  lead: 'Play up to {{max}} games at once. Only the selected game plays sound.',
  gridLabel: 'Games in play',
  countOf: '{{count}} / {{max}} games',
  addGame: 'Add a game',
  pickTitle: 'Choose a game to add',
  closeGame: 'Close {{name}}',
  focusGame: 'Select {{name}} and play its sound',
  soundOn: 'Selected (sound on)',
  opening: 'Opening the game…',
  openFailed: 'The game could not be opened',
  dismiss: 'Dismiss',
  balance: 'Balance',
  inGames: 'in games',
  cash: 'Cash',
  cellBalance: 'In game',
  lastWin: 'Last win',
  noWinYet: 'None yet',
  supportedOnly: 'Supported providers: {{list}}.',
  appleNote: 'On Apple devices at most two games run at once.',
} satisfies MessagesLike<typeof ja>;

export const multimode = { ja, en };
