/**
 * The seeded guess games, built at start (src/domains.ts): the tags, past games (settled once their
 * result time has passed), open ones, and other players' bets so totals, tops and public records are
 * not empty.
 */
import { toUnits } from '@casino/shared/schemas/money';
import type { LocalizedText } from '../../core/errors';
import { DAY, HOUR, tokyoMidnight } from '../../core/calendar';
import { BOT_NAMES, seededRandom } from '../../core/seed-data';
import type { GuessBetRec, GuessGameDef, GuessOption, GuessTag } from './model';

export function seedGuessGames(now: number): {
  tags: GuessTag[];
  games: GuessGameDef[];
  bets: GuessBetRec[];
} {
  const tags: GuessTag[] = [];
  const games: GuessGameDef[] = [];
  const bets: GuessBetRec[] = [];
  let betSeq = 0;
  const today = tokyoMidnight(now);
  const jpy = (v: string) => toUnits(v);
  tags.push(
    { tagId: 'soccer', name: { ja: 'サッカー', en: 'Football' }, icon: '⚽', sort: 1 },
    { tagId: 'baseball', name: { ja: '野球', en: 'Baseball' }, icon: '⚾', sort: 2 },
    { tagId: 'esports', name: { ja: 'eスポーツ', en: 'Esports' }, icon: '🎮', sort: 3 },
    { tagId: 'keiba', name: { ja: '競馬', en: 'Horse racing' }, icon: '🏇', sort: 4 },
  );
  const winDrawWin = (
    home: LocalizedText,
    away: LocalizedText,
    odds: [string, string, string],
  ): GuessOption[] => [
    { optionId: 'home', name: { ja: `${home.ja} 勝利`, en: `${home.en} win` }, odds: odds[0] },
    { optionId: 'draw', name: { ja: '引き分け', en: 'Draw' }, odds: odds[1] },
    { optionId: 'away', name: { ja: `${away.ja} 勝利`, en: `${away.en} win` }, odds: odds[2] },
  ];
  const twoWay = (a: LocalizedText, b: LocalizedText, odds: [string, string]): GuessOption[] => [
    { optionId: 'a', name: a, odds: odds[0] },
    { optionId: 'b', name: b, odds: odds[1] },
  ];
  type Seed = Omit<
    GuessGameDef,
    'currency' | 'minBet' | 'maxBet' | 'resultOptionId' | 'settleTime' | 'cancelled' | 'betEndTime'
  > & {
    betEndTime?: number;
  };
  const add = (s: Seed) =>
    games.push({
      currency: 'JPY',
      minBet: jpy('100'),
      maxBet: jpy('100000'),
      resultOptionId: null,
      settleTime: null,
      cancelled: false,
      ...s,
      betEndTime: s.betEndTime ?? s.startTime - 5 * 60 * 1000,
    });
  const T = (name: string) => ({ ja: name, en: name });
  const tokyo = { ja: '東京ファルコンズ', en: 'Tokyo Falcons' };
  const osaka = { ja: '大阪ブレイズ', en: 'Osaka Blaze' };
  const yoko = { ja: '横浜マリナーズ', en: 'Yokohama Mariners' };
  const sapporo = { ja: '札幌スノーベアーズ', en: 'Sapporo Snow Bears' };
  // Open games.
  add({
    gameId: 'GG-SOC-101',
    tagId: 'soccer',
    title: {
      ja: 'Jリーグ第34節 東京ファルコンズ vs 大阪ブレイズ',
      en: 'J-League MD34: Tokyo Falcons vs Osaka Blaze',
    },
    description: {
      ja: '90分間の結果を予想（延長戦を含まない）。',
      en: 'Predict the 90-minute result (extra time excluded).',
    },
    startTime: today + 1 * DAY + 19 * HOUR,
    options: winDrawWin(tokyo, osaka, ['2.10', '3.30', '3.40']),
    autoResult: null,
    autoSettleAt: null,
    hue: 140,
  });
  add({
    gameId: 'GG-SOC-102',
    tagId: 'soccer',
    title: {
      ja: '天皇杯準決勝 横浜マリナーズ vs 札幌スノーベアーズ',
      en: "Emperor's Cup SF: Yokohama Mariners vs Sapporo Snow Bears",
    },
    description: { ja: '90分間の結果を予想。', en: 'Predict the 90-minute result.' },
    startTime: today + 3 * DAY + 14 * HOUR,
    options: winDrawWin(yoko, sapporo, ['1.75', '3.60', '4.50']),
    autoResult: null,
    autoSettleAt: null,
    hue: 160,
  });
  add({
    gameId: 'GG-BSB-201',
    tagId: 'baseball',
    title: {
      ja: 'ウィンターリーグ 東京ファルコンズ vs 横浜マリナーズ',
      en: 'Winter League: Tokyo Falcons vs Yokohama Mariners',
    },
    description: {
      ja: '勝利チームを予想（延長戦を含む）。',
      en: 'Pick the winner (extra innings included).',
    },
    startTime: today + 2 * DAY + 18 * HOUR,
    options: twoWay(
      { ja: '東京ファルコンズ', en: 'Tokyo Falcons' },
      { ja: '横浜マリナーズ', en: 'Yokohama Mariners' },
      ['1.90', '1.90'],
    ),
    autoResult: null,
    autoSettleAt: null,
    hue: 210,
  });
  add({
    gameId: 'GG-ESP-301',
    tagId: 'esports',
    title: T('Street Arena Finals: Team Kitsune vs Neon Ronin'),
    description: { ja: 'BO5の勝者を予想。', en: 'Pick the best-of-five winner.' },
    startTime: today + 1 * DAY + 21 * HOUR,
    options: twoWay(T('Team Kitsune'), T('Neon Ronin'), ['1.55', '2.45']),
    autoResult: null,
    autoSettleAt: null,
    hue: 280,
  });
  add({
    gameId: 'GG-KEI-401',
    tagId: 'keiba',
    title: { ja: 'ジャパンウインターカップ（G1）優勝馬予想', en: 'Japan Winter Cup (G1): pick the winner' },
    description: { ja: '1着になる馬を予想。', en: 'Pick the horse that finishes first.' },
    startTime: today + 6 * DAY + 15 * HOUR + 40 * 60 * 1000,
    options: [
      { optionId: 'h1', name: { ja: 'サクラハヤテ', en: 'Sakura Hayate' }, odds: '3.20' },
      { optionId: 'h2', name: { ja: 'ミカヅキオー', en: 'Mikazuki O' }, odds: '4.80' },
      { optionId: 'h3', name: { ja: 'ライジングフジ', en: 'Rising Fuji' }, odds: '6.50' },
      { optionId: 'h4', name: { ja: 'ゴールドカグラ', en: 'Gold Kagura' }, odds: '9.00' },
      { optionId: 'h5', name: { ja: 'その他', en: 'Any other' }, odds: '5.00' },
    ],
    autoResult: null,
    autoSettleAt: null,
    hue: 95,
  });
  // Betting closed, result pending (settles itself in a few hours).
  add({
    gameId: 'GG-SOC-099',
    tagId: 'soccer',
    title: {
      ja: 'ルヴァン杯 大阪ブレイズ vs 札幌スノーベアーズ',
      en: 'League Cup: Osaka Blaze vs Sapporo Snow Bears',
    },
    description: {
      ja: '試合中。結果確定後に精算されます。',
      en: 'In play. Settled when the result is final.',
    },
    startTime: now - 1 * HOUR,
    options: winDrawWin(osaka, sapporo, ['2.40', '3.10', '2.90']),
    autoResult: 'home',
    autoSettleAt: now + 2 * HOUR,
    hue: 120,
  });
  // Past games with known results: settled automatically on the first request.
  const past: [string, string, LocalizedText, GuessOption[], string, number][] = [
    [
      'GG-SOC-090',
      'soccer',
      {
        ja: 'Jリーグ第33節 横浜マリナーズ vs 東京ファルコンズ',
        en: 'J-League MD33: Yokohama Mariners vs Tokyo Falcons',
      },
      winDrawWin(yoko, tokyo, ['2.60', '3.20', '2.70']),
      'away',
      2,
    ],
    [
      'GG-BSB-190',
      'baseball',
      {
        ja: 'ウィンターリーグ 大阪ブレイズ vs 札幌スノーベアーズ',
        en: 'Winter League: Osaka Blaze vs Sapporo Snow Bears',
      },
      twoWay(osaka, sapporo, ['1.70', '2.15']),
      'a',
      3,
    ],
    [
      'GG-ESP-290',
      'esports',
      T('Street Arena Semis: Neon Ronin vs Sky Tengu'),
      twoWay(T('Neon Ronin'), T('Sky Tengu'), ['1.80', '2.00']),
      'b',
      4,
    ],
    [
      'GG-KEI-390',
      'keiba',
      { ja: 'オータムスプリント（G2）優勝馬予想', en: 'Autumn Sprint (G2): pick the winner' },
      [
        { optionId: 'h1', name: { ja: 'ハヤブサキング', en: 'Hayabusa King' }, odds: '2.80' },
        { optionId: 'h2', name: { ja: 'モモイロスター', en: 'Momoiro Star' }, odds: '4.20' },
        { optionId: 'h3', name: { ja: 'その他', en: 'Any other' }, odds: '3.00' },
      ],
      'h2',
      5,
    ],
  ];
  for (const [gameId, tagId, title, options, result, daysAgo] of past) {
    add({
      gameId,
      tagId,
      title,
      description: { ja: '精算済み。', en: 'Settled.' },
      startTime: today - daysAgo * DAY + 18 * HOUR,
      options,
      autoResult: result,
      autoSettleAt: today - daysAgo * DAY + 21 * HOUR,
      hue: (daysAgo * 70) % 360,
    });
  }
  // Other players' bets, so totals, tops and public records are not empty.
  const rnd = seededRandom(20251122);
  const stakes = ['500', '1000', '2000', '3000', '5000', '10000', '20000'];
  for (const g of games) {
    const n = 6 + Math.floor(rnd() * 10);
    for (let i = 0; i < n; i++) {
      const name = BOT_NAMES[Math.floor(rnd() * BOT_NAMES.length)]!;
      const o = g.options[Math.floor(rnd() * g.options.length)]!;
      betSeq += 1;
      bets.push({
        betId: `GB${String(500000 + betSeq)}`,
        gameId: g.gameId,
        optionId: o.optionId,
        ownerId: `bot:${name}`,
        loginName: name,
        amount: jpy(stakes[Math.floor(rnd() * stakes.length)]!),
        odds: o.odds,
        currency: 'JPY',
        betTime: Math.min(now, g.betEndTime) - Math.floor(rnd() * 2 * DAY),
        appId: 'jc-h5-web',
        status: 0,
        prize: null,
        claimTime: null,
      });
    }
  }
  return { tags, games, bets };
}
