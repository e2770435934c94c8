import { describe, expect, it } from 'vitest';
import { GAME_PAGE_TEXT } from '../domain/games/page-text';
import { sendWithRetries } from './api';
import type { Outcome } from './contract';
import { formatAmount, formatMoney } from './money';
import { refusal, winBanner } from './round';
import { fill, textOf } from './text';

const T = GAME_PAGE_TEXT.en;
const money = (a: string | number) => formatMoney(a, 'JPY', 'en');
const reels: Outcome = { kind: 'reels5', grid: [], wins: [], lineMultiplier: 0 };
const push: Outcome = {
  kind: 'baccarat',
  side: 'player',
  player: [],
  banker: [],
  playerTotal: 5,
  bankerTotal: 5,
  winner: 'tie',
  returnPct: 100,
};

describe('a round as the page shows it', () => {
  it('banners a jackpot first, then a big win (10 x the bet), a push, a win; nothing for a loss', () => {
    const round = (win: string, jackpotWin = '0', outcome: Outcome = reels) => ({
      bet: '100',
      win,
      jackpotWin,
      outcome,
    });
    expect(winBanner(round('50', '12000'), T, money)).toEqual({
      text: `${T.jackpot} ¥12,000`, // the jackpot part; the win meter shows the whole
      kind: 'jackpot',
      jingle: 'big',
    });
    expect(winBanner(round('1000'), T, money)).toEqual({
      text: `${T.bigWin} ¥1,000`,
      kind: 'big',
      jingle: 'big',
    });
    expect(winBanner(round('100', '0', push), T, money)).toEqual({ text: T.push, kind: 'win', jingle: null });
    expect(winBanner(round('100'), T, money)).toEqual({ text: '¥100', kind: 'win', jingle: 'small' });
    expect(winBanner(round('0'), T, money)).toBeNull();
  });

  it('says why a round was refused: no money (402), the platform message, else a network error', () => {
    expect(refusal(402, { code: '110001', msg: 'x' }, T)).toEqual({
      message: T.insufficient,
      code: '110001',
    });
    expect(refusal(403, { code: '110069', msg: 'Self-excluded' }, T)).toEqual({
      message: 'Self-excluded',
      code: '110069',
    });
    expect(refusal(409, {}, T)).toEqual({ message: T.error, code: 409 });
  });

  it('sends a round again with a lost answer (server error or none), three times at most', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const answers = [{ status: 502 }, { status: 503 }, { status: 200 }];
    expect(await sendWithRetries(async () => answers.shift()!, sleep)).toEqual({ status: 200 });
    expect(waits).toEqual([400, 800]);

    waits.length = 0;
    let sent = 0;
    await expect(
      sendWithRetries(async () => {
        sent += 1;
        throw new Error('offline');
      }, sleep),
    ).rejects.toThrow('network');
    expect([sent, waits]).toEqual([4, [400, 800, 1200]]);

    sent = 0;
    expect(await sendWithRetries(async () => ({ status: 500 + sent++ }), sleep)).toEqual({ status: 503 });
    const refused = await sendWithRetries(async () => ({ status: 402 }), sleep);
    expect(refused.status).toBe(402);
  });

  it('formats amounts with the currency decimals and sign in the page language', () => {
    expect(formatMoney('1234', 'JPY', 'ja')).toBe('¥1,234');
    expect(formatMoney('12.5', 'USD', 'en')).toBe('$12.50');
    expect(formatMoney('0.5', 'BTC', 'en')).toBe('₿0.500000');
    expect(formatMoney('3', 'XYZ', 'en')).toBe('XYZ 3.0000');
    expect(formatAmount(0, 'ETH', 'en')).toBe('0.0000');
  });

  it('fills the {{placeholders}} of a text, each occurrence', () => {
    expect(fill('{{n}} lines, line bet = bet ÷ {{n}}', { n: 20 })).toBe('20 lines, line bet = bet ÷ 20');
    expect(textOf(T, 'rtp', { rtp: '96.50' })).toBe('RTP 96.50%');
  });
});
