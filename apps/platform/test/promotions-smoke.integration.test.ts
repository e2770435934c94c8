import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '@casino/shared/catalog/index';
import { useTestPlatform } from './harness';
import { moneyPlayer, type MoneyPlayer } from './money-helpers';

/** A valid payload for each entry of the promotions groups (what a client would send first). */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  'tournament.detail': { tournamentId: 'T2025-SLOT-WEEK' },
  'tournament.rank': { tournamentId: 'T2025-SLOT-WEEK' },
  'tournament.joinRecord': { tournamentId: 'T2025-SLOT-WEEK' },
  'tournament.claimPrize': { tournamentId: 'T2025-AUTUMN' },
  'lottery.receiveTickets': { actCode: '20240920' },
  'guessgame.estimateReward': { gameId: 'GG-SOC-101', optionId: 'home', amount: '1000' },
  'guessgame.bet': { gameId: 'GG-SOC-101', optionId: 'home', amount: '1000', appId: 'jc-pc-web' },
  'guessgame.claimPrize': { betId: 'GB000000' },
  'task.apply': { taskId: 'TK-DAILY-10K' },
  'task.whitelistSave': { taskId: 'TK-VIP-DEP50K' },
  'activity.apply': { activityId: 'ACT-WEEKEND-RELOAD' },
  'activity.applyFreeSpin': { freeSpinId: 'FS-WELCOME-10' },
  'cms.templateDetail': { code: 'terms' },
  'video.play': { videoId: 'V1001' },
  'video.more': { videoId: 'V1001' },
  'video.detail': { videoId: 'V1001' },
};

/** Entries whose first call is expected to be refused by a business rule (not a schema problem). */
const REFUSED: Record<string, number> = {
  'tournament.claimPrize': 200304,
  'lottery.receiveTickets': 200305,
  'guessgame.claimPrize': 200301,
};

const GROUPS = ['activity', 'tournament', 'lottery', 'guessgame', 'task', 'cms', 'video', 'report'];

const p = useTestPlatform();
let me: MoneyPlayer;
beforeAll(async () => {
  me = await moneyPlayer(p, { JPY: '50000' });
});

describe('promotions, CMS, video and report entries', () => {
  const entries = catalog.filter((e) => GROUPS.includes(e.procedure.split('.')[0]!));

  it('cover the eight groups with 50 entries', () => {
    expect(entries).toHaveLength(50);
  });

  for (const lang of ['ja-JP', 'en-US'] as const) {
    it(`answer every entry in ${lang} with data matching the catalog output`, async () => {
      for (const e of entries) {
        const payload = PAYLOADS[e.procedure] ?? {};
        const body = await me.call(e.path, payload, lang);
        const ok = e.client === 'second' ? 200 : 0;
        if (REFUSED[e.procedure]) {
          expect(body.code, e.procedure).toBe(REFUSED[e.procedure]);
          continue;
        }
        // The second pass repeats one-time actions of the first: those answer their own refusal.
        if (lang === 'en-US' && [200306, 200307, 200311].includes(body.code)) continue;
        expect({ procedure: e.procedure, code: body.code, msg: body.msg }).toEqual({
          procedure: e.procedure,
          code: ok,
          msg: lang === 'ja-JP' ? '成功' : 'success',
        });
        expect(e.output.safeParse(body.data).success, e.procedure).toBe(true);
      }
    });
  }

  it('localises names by the language header', async () => {
    const ja = await me.ok('/api/phoenix/prom/open/tournament/detail', { tournamentId: 'T2025-SLOT-WEEK' });
    const en = (
      await me.call('/api/phoenix/prom/open/tournament/detail', { tournamentId: 'T2025-SLOT-WEEK' }, 'en-US')
    ).data;
    expect(ja.name).toBe('ウィークリー・スロット・グランプリ');
    expect(en.name).toBe('Weekly Slot Grand Prix');
  });

  it('serves the generated artwork of the banners as SVG', async () => {
    const list = await me.ok('/api/phoenix/cms/open/topic/query', {});
    const res = await fetch(list.list[0].imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
