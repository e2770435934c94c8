/**
 * Game messages (namespace `games`): the multi-machine mode refusals of spec section 8. `maxGames`
 * takes the limit as {{max}} (4, or 2 on Apple devices).
 */
import type { MessagesLike } from './types';

const ja = {
  multiMode: {
    maxGames: 'すでに{{max}}台のゲームを追加しています。ほかのゲームを終了してから追加してください。',
    notSupported: 'このゲームはマルチ台モードに対応していません。',
    duplicate: '同じゲームを重複して追加することはできません。',
  },
};

const en = {
  multiMode: {
    maxGames: '{{max}} games have already been added. Please quit a game first.',
    notSupported: 'This game does not support multi-machine mode.',
    duplicate: 'Adding the same game is not supported.',
  },
} satisfies MessagesLike<typeof ja>;

export const games = { ja, en };
