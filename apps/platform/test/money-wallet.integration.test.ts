/**
 * Wallet calls over HTTP: public exchange rates, payment channel lists, the credit history read from
 * the ledger, and bonus expiry giving the locked money back.
 */
import { describe, expect, it } from 'vitest';
import { BONUS_STATUS } from '@casino/shared/schemas/bonus';
import { bonusStore } from '../src/domain/bonus/store';
import { playerCash, playerGamePrefix } from '../src/core/accounts';
import { useTestPlatform } from './harness';
import { assertLedgerSound, moneyPlayer, newId, units } from './money-helpers';
import { deposit } from './promotions-helpers';

const p = useTestPlatform({ check: assertLedgerSound });

describe('exchange rates', () => {
  it('answers every currency against the base without a login', async () => {
    const jpy = await p.call<{ currency: string; baseCurrency: string; rate: string }[]>(
      '/api/v1/wallet/cache_rate/query_list',
      {},
    );
    expect(jpy.body.code).toBe(0);
    const rates = Object.fromEntries(jpy.body.data!.map((r) => [r.currency, r.rate]));
    expect(Object.keys(rates)).toHaveLength(14);
    expect(rates).toMatchObject({ JPY: '1.00', USD: '150.12', BTC: '14523000.00' });
    const usd = await p.call<{ currency: string; rate: string }[]>('/api/v1/wallet/cache_rate/query_list', {
      baseCurrency: 'USD',
    });
    const inUsd = Object.fromEntries(usd.body.data!.map((r) => [r.currency, r.rate]));
    expect(inUsd.USD).toBe('1.00');
    expect(inUsd.JPY).toBe('0.00666133');
  });
});

describe('payment channels and history', () => {
  it('lists deposit and withdrawal channels by type and currency', async () => {
    const me = await moneyPlayer(p);
    const all = await me.ok('/api/v1/paymentChanel/query_payment_list_v2', { currency: 'USDT' });
    expect(
      all.map((c: { channelCode: string; direction: number }) => `${c.direction}:${c.channelCode}`),
    ).toEqual(['1:CRYPTO_USDT_TRC20', '1:CRYPTO_USDT_ERC20', '2:CRYPTO_USDT_TRC20', '2:CRYPTO_USDT_ERC20']);
    const withdrawals = await me.ok('/api/v1/paymentChanel/query_payment_list_v2', {
      type: 2,
      currency: 'JPY',
    });
    expect(withdrawals).toEqual([
      expect.objectContaining({ channelCode: 'BANK_JP', channelType: 'BANK_CARD' }),
    ]);
  });

  it('pages the credit history from the ledger with running cash balances', async () => {
    const me = await moneyPlayer(p, { JPY: '1000' });
    for (const amount of ['2000', '3000.5']) await deposit(p, me, amount);
    const page1 = await me.ok('/api/v1/wallet/credit/query_list_by_login_name', {
      currency: 'JPY',
      creditTypes: ['deposit'],
      pageNo: 1,
      pageSize: 1,
    });
    expect(page1.total).toBe(2);
    expect(page1.list[0]).toMatchObject({
      creditType: 'deposit',
      amount: '3000.50',
      balanceAfter: '6000.50',
    });
    const en = await me.call(
      '/api/v1/wallet/credit/query_list_by_login_name',
      { currency: 'JPY', creditTypes: ['deposit'], pageNo: 2, pageSize: 1 },
      'en-US',
    );
    expect(en.data.list[0]).toMatchObject({
      amount: '2000.00',
      balanceAfter: '3000.00',
      creditTypeName: 'Deposit',
    });
    expect(en.data.list[0].orderNo).toMatch(/^D\d{8}/);
  });

  it('names every line in the language and leaves out bets inside a game wallet (no zero lines)', async () => {
    const me = await moneyPlayer(p, { JPY: '5000' });
    const game = playerGamePrefix(me.id) + 'JPT';
    const at = Date.now();
    const move = (kind: string, from: string, to: string, amount: string) =>
      p.state.ledger.transfer({ key: newId(), kind, from, to, currency: 'JPY', amount: units(amount), at });
    move('game-transfer-in', playerCash(me.id), game, '1000');
    move('game-bet', game, 'house:games', '100');
    move('game-win', 'house:games', game, '300');
    move('game-transfer-out', game, playerCash(me.id), '1200');
    move('guessgame.bet', playerCash(me.id), 'house:promotions', '50');
    for (const [lang, names] of [
      ['ja-JP', ['予想ゲームのベット', 'ゲームから振替', 'ゲームへ振替']],
      ['en-US', ['Prediction bet', 'Transfer from game', 'Transfer to game']],
    ] as const) {
      const page = await me.call(
        '/api/v1/wallet/credit/query_list_by_login_name',
        { currency: 'JPY', pageNo: 1, pageSize: 20 },
        lang,
      );
      const list = page.data.list as { creditTypeName: string; amount: string; bonusAmount: string }[];
      expect(list.slice(0, 3).map((c) => c.creditTypeName)).toEqual(names);
      for (const c of list) {
        expect(c.creditTypeName).not.toMatch(/^[a-z]+[-.][a-z.-]+$/);
        expect([c.amount, c.bonusAmount]).not.toEqual(['0.00', '0.00']);
      }
    }
  });
});

describe('bonus expiry', () => {
  it('expires a bonus past its date and gives its locked money back', async () => {
    const me = await moneyPlayer(p);
    const { bonus } = await p.dev<{ bonus: { requestId: string } }>('POST', '/bonuses/grant', {
      loginName: me.loginName,
      currency: 'JPY',
      amount: '700',
    });
    expect(me.bonus()).toBe(units('700'));
    bonusStore(p.state).byId.get(bonus.requestId)!.expireAt = Date.now() - 1;
    const page = await me.ok('/api/v1/bonus/request/new/query', {});
    expect(page.list[0]).toMatchObject({ bonusStatus: BONUS_STATUS.EXPIRED, amount: '0.00' });
    expect(me.bonus()).toBe(0n);
  });
});
