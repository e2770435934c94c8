/**
 * The seeded provider and game list of the reference platform: every category of the spec, the seven
 * multi-mode platforms and a few that are not, names in ja and en. Written as data so the lobby looks
 * like a real casino's; the artwork is generated from each game's theme (see art.ts).
 */
import type { Currency } from '@casino/shared/schemas/money';
import type { GameType } from '@casino/shared/schemas/game';

export type Engine = 'slot' | 'pachinko' | 'baccarat' | 'sports' | 'poker' | 'fish';
export type Motif =
  | 'seven'
  | 'cherry'
  | 'diamond'
  | 'bell'
  | 'star'
  | 'crown'
  | 'dragon'
  | 'sakura'
  | 'koi'
  | 'fish'
  | 'card'
  | 'chip'
  | 'ball'
  | 'moon'
  | 'fire'
  | 'coin';

export interface ProviderDef {
  providerCode: string;
  name: { ja: string; en: string };
  platformCodes: string[];
  gameTypes: GameType[];
  supMultiMode: boolean;
  transferModel: boolean;
  currencies: Currency[];
  hue: number;
  sort: number;
}

const FIAT: Currency[] = ['JPY', 'USD'];
const FIAT_CRYPTO: Currency[] = ['JPY', 'USD', 'USDT', 'USDC', 'BTC', 'ETH'];

export const PROVIDERS: ProviderDef[] = [
  {
    providerCode: 'JPT',
    name: { ja: 'ジャックポット東京', en: 'Jackpot Tokyo' },
    platformCodes: ['JPT', 'JPT2'],
    gameTypes: ['slots', 'pachinko'],
    supMultiMode: true,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 350,
    sort: 1,
  },
  {
    providerCode: 'ISLOT',
    name: { ja: 'アイスロット', en: 'iSlot Studio' },
    platformCodes: ['ISLOT'],
    gameTypes: ['slots'],
    supMultiMode: true,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 200,
    sort: 2,
  },
  {
    providerCode: 'KAMIKAZE',
    name: { ja: 'カミカゼホール', en: 'Kamikaze Hall' },
    platformCodes: ['KAMIKAZE'],
    gameTypes: ['pachinko'],
    supMultiMode: true,
    transferModel: true,
    currencies: ['JPY'],
    hue: 15,
    sort: 3,
  },
  {
    providerCode: 'IPACHIN',
    name: { ja: 'アイパチ', en: 'iPachin' },
    platformCodes: ['IPACHIN'],
    gameTypes: ['pachinko'],
    supMultiMode: true,
    transferModel: true,
    currencies: ['JPY'],
    hue: 280,
    sort: 4,
  },
  {
    providerCode: 'PCB',
    name: { ja: 'パチンコクラブ', en: 'Pachinko Club' },
    platformCodes: ['PCB'],
    gameTypes: ['pachinko'],
    supMultiMode: true,
    transferModel: true,
    currencies: ['JPY', 'USD'],
    hue: 130,
    sort: 5,
  },
  {
    providerCode: 'PNG',
    name: { ja: 'ピクセル＆ゴールド', en: 'Pixel & Gold' },
    platformCodes: ['PNG'],
    gameTypes: ['slots'],
    supMultiMode: true,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 45,
    sort: 6,
  },
  {
    providerCode: 'AMIGO',
    name: { ja: 'アミーゴ', en: 'Amigo' },
    platformCodes: ['AMIGO'],
    gameTypes: ['pachinko'],
    supMultiMode: false,
    transferModel: true,
    currencies: ['JPY'],
    hue: 100,
    sort: 7,
  },
  {
    providerCode: 'NEON',
    name: { ja: 'ネオンビート', en: 'Neon Beat' },
    platformCodes: ['NEON'],
    gameTypes: ['slots'],
    supMultiMode: false,
    transferModel: true,
    currencies: ['JPY', 'USD', 'USDT', 'BTC', 'ETH', 'DOGE', 'LTC', 'TRX', 'SOL'],
    hue: 310,
    sort: 8,
  },
  {
    providerCode: 'SKL',
    name: { ja: 'さくらライブ', en: 'Sakura Live' },
    platformCodes: ['SKLIVE'],
    gameTypes: ['live-casino'],
    supMultiMode: false,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 330,
    sort: 9,
  },
  {
    providerCode: 'OCN',
    name: { ja: 'オーシャンキング', en: 'Ocean King' },
    platformCodes: ['OCEAN'],
    gameTypes: ['fish'],
    supMultiMode: false,
    transferModel: true,
    currencies: FIAT,
    hue: 190,
    sort: 10,
  },
  {
    providerCode: 'RPK',
    name: { ja: 'ロイヤルポーカー', en: 'Royal Poker' },
    platformCodes: ['RPOKER'],
    gameTypes: ['poker'],
    supMultiMode: false,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 150,
    sort: 11,
  },
  {
    providerCode: 'FB',
    name: { ja: 'FBスポーツ', en: 'FB Sports' },
    platformCodes: ['FB'],
    gameTypes: ['sports'],
    supMultiMode: false,
    transferModel: true,
    currencies: FIAT_CRYPTO,
    hue: 220,
    sort: 12,
  },
];

type Name = readonly [en: string, ja: string, motif: Motif];

const SLOT_NAMES: Name[] = [
  ['Sakura Fortune', '桜フォーチュン', 'sakura'],
  ['Dragon Gold', 'ドラゴンゴールド', 'dragon'],
  ['Lucky Seven Deluxe', 'ラッキーセブン・デラックス', 'seven'],
  ['Golden Koi', '黄金の鯉', 'koi'],
  ['Shogun Treasure', '将軍の秘宝', 'crown'],
  ['Neon Cherry', 'ネオンチェリー', 'cherry'],
  ['Moonlit Geisha', '月夜の芸者', 'moon'],
  ['Diamond Rush', 'ダイヤモンドラッシュ', 'diamond'],
  ['Fire Temple', '炎の神殿', 'fire'],
  ['Bell of Fortune', '福の鐘', 'bell'],
  ['Star Festival', '七夕スターフェス', 'star'],
  ['Samurai Spins', 'サムライスピン', 'crown'],
  ['Maneki Coins', '招き猫コイン', 'coin'],
  ['Tokyo Nights', 'トーキョーナイト', 'moon'],
  ['Ninja Reels', '忍者リール', 'star'],
  ['Oni Blaze', '鬼ブレイズ', 'fire'],
  ['Jade Dragon', '翡翠の龍', 'dragon'],
  ['Fuji Gems', '富士の宝石', 'diamond'],
  ['Kabuki Stage', '歌舞伎ステージ', 'crown'],
  ['Festival Lanterns', '祭りの提灯', 'bell'],
  ['Hanabi Burst', '花火バースト', 'star'],
  ['Lucky Daruma', 'ラッキーだるま', 'coin'],
  ['Triple Sevens', 'トリプルセブン', 'seven'],
  ['Cherry Blast', 'チェリーブラスト', 'cherry'],
  ['Phoenix Rising', '鳳凰の舞', 'fire'],
  ['Golden Shrine', '黄金の社', 'crown'],
  ['Crystal Moon', 'クリスタルムーン', 'moon'],
  ['Koi Pond Riches', '錦鯉の池', 'koi'],
  ['Tiger Bells', '虎と鈴', 'bell'],
  ['Emperor Diamonds', '皇帝のダイヤ', 'diamond'],
  ['Thunder Sevens', 'サンダーセブン', 'seven'],
  ['Spring Blossom', '春爛漫', 'sakura'],
  ['Zen Garden Gold', '禅庭ゴールド', 'coin'],
  ['Starlight Express', 'スターライト急行', 'star'],
  ['Dragon Pearl', '龍の宝珠', 'dragon'],
  ['Wild Cherry 777', 'ワイルドチェリー777', 'cherry'],
  ['Osaka Lights', '大阪ライツ', 'diamond'],
  ['Treasure Island Koi', '宝島の鯉', 'koi'],
  ['Royal Crown Reels', 'ロイヤルクラウン', 'crown'],
  ['Lucky Bell Classic', 'ラッキーベル・クラシック', 'bell'],
  ['Moon Rabbit', '月うさぎ', 'moon'],
  ['Blazing Phoenix', '燃える不死鳥', 'fire'],
  ['Sakura Sevens', '桜セブン', 'seven'],
  ['Golden Fortune Cat', '金運招き猫', 'coin'],
  ['Night Market', 'ナイトマーケット', 'star'],
  ['Ocean Pearl', '海の真珠', 'diamond'],
];

const PACHINKO_NAMES: Name[] = [
  ['CR Sakura Storm', 'CR桜ストーム', 'sakura'],
  ['CR Dragon Legend', 'CRドラゴン伝説', 'dragon'],
  ['Pachinko Umi Paradise', 'パチンコ海パラダイス', 'fish'],
  ['CR Samurai Spirit', 'CRサムライスピリット', 'crown'],
  ['Hyper Koi Rush', 'ハイパー鯉ラッシュ', 'koi'],
  ['CR Moon Princess', 'CR月の姫', 'moon'],
  ['Super Fever Seven', 'スーパーフィーバー7', 'seven'],
  ['CR Golden Festival', 'CR黄金まつり', 'bell'],
  ['Dream Ball Kingdom', 'ドリームボール王国', 'ball'],
  ['CR Thunder God', 'CR雷神', 'fire'],
  ['Fever Star Stage', 'フィーバースターステージ', 'star'],
  ['CR Ninja Scroll', 'CR忍法帖', 'star'],
  ['Lucky Ball Carnival', 'ラッキーボールカーニバル', 'ball'],
  ['CR Phoenix Fever', 'CR鳳凰フィーバー', 'fire'],
  ['Pachinko Gold Rush', 'パチンコゴールドラッシュ', 'coin'],
  ['CR Kabuki Fever', 'CR歌舞伎フィーバー', 'crown'],
  ['Sea Story Deluxe', '海物語デラックス', 'fish'],
  ['CR Hanabi Night', 'CR花火ナイト', 'star'],
];

const PACHISLOT_NAMES: Name[] = [
  ['Slot Oni Battle', 'スロット鬼バトル', 'fire'],
  ['Juggler Star', 'ジャグラースター', 'star'],
  ['Pachislot Lucky Bell', 'パチスロ ラッキーベル', 'bell'],
  ['Slot Samurai Road', 'スロット侍ロード', 'crown'],
  ['Big Bonus Seven', 'ビッグボーナス7', 'seven'],
  ['Pachislot Dragon Gate', 'パチスロ ドラゴンゲート', 'dragon'],
  ['Slot Cherry Rush', 'スロット チェリーラッシュ', 'cherry'],
  ['Hyper Moon Slot', 'ハイパームーンスロット', 'moon'],
  ['Pachislot Golden Koi', 'パチスロ 黄金鯉', 'koi'],
  ['Slot Diamond Hall', 'スロット ダイヤモンドホール', 'diamond'],
  ['Fever Coin Slot', 'フィーバーコインスロット', 'coin'],
  ['Pachislot Sakura Wars', 'パチスロ 桜大戦', 'sakura'],
];

const LIVE_NAMES: Name[] = [
  ['Live Baccarat Sakura', 'ライブバカラ 桜', 'card'],
  ['Speed Baccarat', 'スピードバカラ', 'card'],
  ['Live Roulette Tokyo', 'ライブルーレット東京', 'chip'],
  ['Lightning Roulette', 'ライトニングルーレット', 'chip'],
  ['Live Blackjack VIP', 'ライブブラックジャックVIP', 'card'],
  ['Dragon Tiger', 'ドラゴンタイガー', 'dragon'],
  ['Sic Bo Live', 'シックボーライブ', 'chip'],
  ['Mega Wheel', 'メガホイール', 'star'],
  ['Squeeze Baccarat', 'スクイーズバカラ', 'card'],
  ['Live Blackjack Classic', 'ライブブラックジャック・クラシック', 'card'],
];

const FISH_NAMES: Name[] = [
  ['Ocean King Legend', 'オーシャンキング伝説', 'fish'],
  ['Fishing Fever', 'フィッシングフィーバー', 'fish'],
  ['Dragon Fishing', 'ドラゴンフィッシング', 'dragon'],
  ['Golden Shark Hunt', '黄金ザメハント', 'fish'],
  ['Koi Catcher', '鯉キャッチャー', 'koi'],
  ['Deep Sea Treasure', '深海の宝', 'diamond'],
  ['Mermaid Bounty', 'マーメイドバウンティ', 'fish'],
];

const POKER_NAMES: Name[] = [
  ["Texas Hold'em", 'テキサスホールデム', 'card'],
  ['Omaha Hi', 'オマハ', 'card'],
  ['Three Card Poker', 'スリーカードポーカー', 'card'],
  ['Caribbean Stud', 'カリビアンスタッド', 'chip'],
  ['Jacks or Better', 'ジャックス・オア・ベター', 'card'],
  ['Casino Hold’em', 'カジノホールデム', 'chip'],
  ['Deuces Wild', 'デュース・ワイルド', 'card'],
];

const SPORTS_NAMES: Name[] = [
  ['FB Sportsbook', 'FBスポーツブック', 'ball'],
  ['Live Betting', 'ライブベッティング', 'ball'],
  ['Virtual Football', 'バーチャルサッカー', 'ball'],
  ['Esports Arena', 'eスポーツアリーナ', 'star'],
];

export interface GameSeed {
  gameId: string;
  platformCode: string;
  providerCode: string;
  name: { ja: string; en: string };
  gameType: GameType;
  lobbyCode: string | null;
  machineKind: 'pachinko' | 'pachislot' | null;
  engine: Engine;
  motif: Motif;
  hue: number;
  labels: ('NEW' | 'HOT' | 'JACKPOT' | 'POPULAR' | 'RECOMMEND' | 'EXCLUSIVE')[];
  status: 0 | 1;
  sort: number;
  rtp: string;
  supMultiMode: boolean;
  demo: boolean;
  currencies: Currency[];
}

const LABEL_CYCLE: GameSeed['labels'][] = [
  ['HOT', 'JACKPOT'],
  ['NEW'],
  [],
  ['POPULAR'],
  ['RECOMMEND'],
  [],
  ['JACKPOT'],
  ['NEW', 'HOT'],
  [],
  ['EXCLUSIVE'],
  [],
  ['POPULAR', 'JACKPOT'],
];

function provider(code: string): ProviderDef {
  const p = PROVIDERS.find((x) => x.providerCode === code);
  if (!p) throw new Error(`unknown provider ${code}`);
  return p;
}

/** Builds the list: names are spread over the providers of their category in a fixed order. */
export function buildGameSeeds(): GameSeed[] {
  const out: GameSeed[] = [];
  let sort = 0;
  const add = (
    names: readonly Name[],
    gameType: GameType,
    targets: { providerCode: string; platformCode: string }[],
    opts: { engine: Engine; machineKind?: 'pachinko' | 'pachislot'; lobby?: boolean; rtp: string },
  ) => {
    names.forEach(([en, ja, motif], i) => {
      const target = targets[i % targets.length]!;
      const p = provider(target.providerCode);
      const number = 1001 + out.filter((g) => g.platformCode === target.platformCode).length;
      const labels = LABEL_CYCLE[(sort + i) % LABEL_CYCLE.length]!;
      out.push({
        gameId: `${target.platformCode}_${number}`,
        platformCode: target.platformCode,
        providerCode: p.providerCode,
        name: { ja, en },
        gameType,
        lobbyCode: opts.lobby ? `${target.platformCode}-LOBBY` : null,
        machineKind: opts.machineKind ?? null,
        engine: opts.engine,
        motif,
        hue: (p.hue + i * 37) % 360,
        labels: [...labels],
        status: 1,
        sort: ++sort,
        rtp: opts.rtp,
        supMultiMode: p.supMultiMode,
        demo: true,
        currencies: p.currencies,
      });
    });
  };
  add(
    SLOT_NAMES,
    'slots',
    [
      { providerCode: 'JPT', platformCode: 'JPT' },
      { providerCode: 'ISLOT', platformCode: 'ISLOT' },
      { providerCode: 'PNG', platformCode: 'PNG' },
      { providerCode: 'NEON', platformCode: 'NEON' },
      { providerCode: 'JPT', platformCode: 'JPT2' },
    ],
    { engine: 'slot', rtp: '96.20' },
  );
  add(
    PACHINKO_NAMES,
    'pachinko',
    [
      { providerCode: 'IPACHIN', platformCode: 'IPACHIN' },
      { providerCode: 'PCB', platformCode: 'PCB' },
      { providerCode: 'KAMIKAZE', platformCode: 'KAMIKAZE' },
      { providerCode: 'AMIGO', platformCode: 'AMIGO' },
    ],
    { engine: 'pachinko', machineKind: 'pachinko', rtp: '95.80' },
  );
  add(
    PACHISLOT_NAMES,
    'pachinko',
    [
      { providerCode: 'KAMIKAZE', platformCode: 'KAMIKAZE' },
      { providerCode: 'JPT', platformCode: 'JPT2' },
      { providerCode: 'AMIGO', platformCode: 'AMIGO' },
    ],
    { engine: 'slot', machineKind: 'pachislot', rtp: '97.10' },
  );
  add(LIVE_NAMES, 'live-casino', [{ providerCode: 'SKL', platformCode: 'SKLIVE' }], {
    engine: 'baccarat',
    lobby: true,
    rtp: '98.80',
  });
  add(FISH_NAMES, 'fish', [{ providerCode: 'OCN', platformCode: 'OCEAN' }], {
    engine: 'fish',
    rtp: '96.50',
  });
  add(POKER_NAMES, 'poker', [{ providerCode: 'RPK', platformCode: 'RPOKER' }], {
    engine: 'poker',
    rtp: '97.30',
  });
  add(SPORTS_NAMES, 'sports', [{ providerCode: 'FB', platformCode: 'FB' }], {
    engine: 'sports',
    lobby: true,
    rtp: '95.00',
  });
  // One game closed for maintenance, so clients can show (and tests can prove) 110069.
  const closed = out.find((g) => g.gameId === 'NEON_1004');
  if (closed) closed.status = 0;
  return out;
}
