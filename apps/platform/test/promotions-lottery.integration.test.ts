import { beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { isIgnoredLotteryConfig } from '@casino/shared/schemas/lottery';
import { useTestPlatform } from './harness';
import { assertLedgerSound, moneyPlayer, units, type MoneyPlayer } from './money-helpers';
import { bet, deposit, T } from './promotions-helpers';

interface TicketConfig {
  actCode: string;
  num: number;
  limitNum: number;
  usedNum: number;
  sourceType: 1 | 2;
}

const p = useTestPlatform();
let me: MoneyPlayer;
let actCode: string;
beforeAll(async () => {
  me = await moneyPlayer(p, { JPY: '100000' });
  const res = await p.call(`${T}/open/act/lot/config`, {});
  actCode = (res.body.data as { actCode: string }).actCode;
});

async function configs(): Promise<TicketConfig[]> {
  return (await me.ok(`${T}/act/lot/queryCustomerLotNum`, {})).list;
}

describe('lottery tickets from deposits and bets, receive and draw', () => {
  it('answers the running activity by default and keeps configs below 20241008 in the list', async () => {
    expect(isIgnoredLotteryConfig(actCode)).toBe(false);
    const list = (await p.call(`${T}/open/act/lot/config/list`, {})).body.data as {
      list: { actCode: string }[];
    };
    const codes = list.list.map((a) => a.actCode);
    expect(codes).toContain(actCode);
    expect(codes.filter(isIgnoredLotteryConfig)).toEqual(['20240920', '20240801']);
  });

  it('earns one ticket per 1,000 JPY of a credited deposit', async () => {
    await deposit(p, me, '5500');
    const cur = (await configs()).find((c) => c.actCode === actCode && c.sourceType === 1)!;
    expect(cur).toMatchObject({ num: 5, usedNum: 0, limitNum: 50 });
    const legacy = (await configs()).filter((c) => isIgnoredLotteryConfig(c.actCode));
    expect(legacy.length).toBeGreaterThan(0);
  });

  it('earns one ticket per 10,000 JPY wagered', async () => {
    await bet(p, me, '25000');
    const cur = (await configs()).find((c) => c.actCode === actCode && c.sourceType === 2)!;
    expect(cur).toMatchObject({ num: 2, usedNum: 0 });
    expect((await me.ok(`${T}/act/lot/queryCustomerLotNum`, {})).receivableNum).toBe(7);
  });

  it('refuses to receive tickets of an activity below the cut-off', async () => {
    const res = await me.call(`${T}/act/lot/receiveLotteryTickets`, { actCode: '20240920' });
    expect(res.code).toBe(CODES.PROMO_CLOSED);
  });

  it('receives the earned tickets into the draw once', async () => {
    const r = await me.ok(`${T}/act/lot/receiveLotteryTickets`, { actCode });
    expect(r.receivedNum).toBe(7);
    expect(new Set(r.ticketNos).size).toBe(7);
    const again = await me.call(`${T}/act/lot/receiveLotteryTickets`, { actCode });
    expect(again.code).toBe(CODES.NOTHING_TO_RECEIVE);
    const cur = (await configs()).filter((c) => c.actCode === actCode);
    expect(cur.map((c) => c.usedNum).sort()).toEqual([2, 5]);
    const page = await me.ok(`${T}/act/lot/page`, { actCode, pageNo: 1, pageSize: 5 });
    expect(page.total).toBe(7);
    expect(page.list).toHaveLength(5);
    expect(page.list.every((t: { status: number }) => t.status === 0)).toBe(true);
  });

  it('draws the tickets, pays each winning ticket to cash and records the results', async () => {
    const before = me.cash();
    const draw = await p.dev<{ tickets: number; winners: number }>('POST', '/lottery/draw', { actCode });
    expect(draw.tickets).toBe(7);
    const page = await me.ok(`${T}/act/lot/page`, { actCode, pageNo: 1, pageSize: 20 });
    const won = page.list.filter((t: { status: number }) => t.status === 1);
    expect(page.list.every((t: { status: number; drawNo: number }) => t.status !== 0 && t.drawNo >= 1)).toBe(
      true,
    );
    // 84 prizes per draw: every ticket of a small draw wins one
    expect(won).toHaveLength(7);
    const paid = won.reduce((s: bigint, t: { prizeAmount: string }) => s + units(t.prizeAmount), 0n);
    expect(me.cash() - before).toBe(paid);
    const prize = (await p.call(`${T}/open/act/lot/prize`, { actCode })).body.data as {
      winners: { maskedName: string; ticketNo: string }[];
    };
    const mine = new Set(page.list.map((t: { ticketNo: string }) => t.ticketNo));
    expect(prize.winners.filter((w) => mine.has(w.ticketNo))).toHaveLength(7);
    expect(prize.winners.find((w) => mine.has(w.ticketNo))!.maskedName).toContain('***');
    assertLedgerSound(p);
  });
});
