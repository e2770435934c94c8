/** Handlers of the tournament group: public list and detail, the player's rank, records and claim. */
import { fromUnits } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { promoHead } from '../../core/promotions';
import { bannerUrl } from '../cms/art';
import { maskedName, tournamentStore, type TournamentDef } from './store';
import { paginate } from '../../core/paging';

function view(ctx: HandlerContext, t: TournamentDef) {
  const store = tournamentStore(ctx.state);
  return {
    tournamentId: t.id,
    ...promoHead(ctx, t, store.status(t, ctx.now)),
    currency: t.currency,
    minBet: fromUnits(t.minBet),
    prizePool: fromUnits(store.prizePool(t)),
    gameTypes: t.gameTypes,
    platformCodes: t.platformCodes,
    bannerUrl: bannerUrl(ctx, t),
    participantCount: store.ranking(t.id).length,
    prizes: t.prizes.map((p) => ({
      rankFrom: p.rankFrom,
      rankTo: p.rankTo,
      amount: fromUnits(p.amount),
      currency: t.currency,
    })),
  };
}

export const tournamentHandlers: GroupHandlers<'tournament'> = {
  'tournament.list': (input, ctx) => {
    const store = tournamentStore(ctx.state);
    const order = { 1: 0, 0: 1, 2: 2 } as const;
    const list = store.tournaments
      .filter((t) => input.status === undefined || store.status(t, ctx.now) === input.status)
      .sort(
        (a, b) => order[store.status(a, ctx.now)] - order[store.status(b, ctx.now)] || a.endTime - b.endTime,
      );
    return paginate(list, input.pageNo, input.pageSize, (t) => view(ctx, t));
  },
  'tournament.detail': (input, ctx) => {
    const store = tournamentStore(ctx.state);
    const t = store.get(input.tournamentId);
    return {
      ...view(ctx, t),
      rules: t.rules.map((r) => ctx.t(r)),
      topList: store
        .ranking(t.id)
        .slice(0, 20)
        .map((p, i) => {
          const prize = store.prizeFor(t, i + 1);
          return {
            rank: i + 1,
            maskedName: maskedName(p.loginName),
            score: fromUnits(p.score),
            prizeAmount: prize === null ? null : fromUnits(prize),
          };
        }),
    };
  },
  'tournament.rank': (input, ctx) => {
    const store = tournamentStore(ctx.state);
    const t = store.get(input.tournamentId);
    const me = ctx.player();
    const p = store.participantsOf(t.id).get(me.id);
    const ranking = store.ranking(t.id);
    const rank = p ? store.rankOf(t.id, me.id) : null;
    const above = rank !== null && rank > 1 ? ranking[rank - 2] : undefined;
    const prize = store.prizeFor(t, rank);
    const ended = store.status(t, ctx.now) === 2;
    return {
      tournamentId: t.id,
      status: store.status(t, ctx.now),
      joined: Boolean(p),
      rank,
      score: fromUnits(p?.score ?? 0n),
      currency: t.currency,
      gapToNext: above && p ? fromUnits(above.score - p.score) : null,
      prizeAmount: prize === null ? null : fromUnits(prize),
      claimStatus: p?.claimTime ? 2 : ended && prize !== null ? 1 : 0,
    };
  },
  'tournament.allJoinRecord': (input, ctx) => {
    const store = tournamentStore(ctx.state);
    const me = ctx.player();
    const rows = store.tournaments
      .map((t) => ({ t, p: store.participantsOf(t.id).get(me.id) }))
      .filter((x): x is { t: TournamentDef; p: NonNullable<typeof x.p> } => Boolean(x.p))
      .sort((a, b) => b.p.joinTime - a.p.joinTime)
      .map(({ t, p }) => {
        const status = store.status(t, ctx.now);
        const rank = store.rankOf(t.id, me.id);
        const prize = store.prizeFor(t, rank);
        return {
          tournamentId: t.id,
          tournamentName: ctx.t(t.name),
          status,
          currency: t.currency,
          joinTime: p.joinTime,
          score: fromUnits(p.score),
          betCount: p.betCount,
          rank,
          prizeAmount: prize === null ? null : fromUnits(prize),
          claimStatus: (p.claimTime ? 2 : status === 2 && prize !== null ? 1 : 0) as 0 | 1 | 2,
          claimTime: p.claimTime,
        };
      });
    return paginate(rows, input.pageNo, input.pageSize);
  },
  'tournament.joinRecord': (input, ctx) => {
    const store = tournamentStore(ctx.state);
    store.get(input.tournamentId);
    const p = store.participantsOf(input.tournamentId).get(ctx.player().id);
    const rows = [...(p?.bets ?? [])].reverse().map((b) => ({
      roundId: b.roundId,
      gameId: b.gameId,
      platformCode: b.platformCode,
      betAmount: fromUnits(b.amount),
      score: fromUnits(b.amount),
      betTime: b.at,
    }));
    return paginate(rows, input.pageNo, input.pageSize);
  },
  'tournament.claimPrize': (input, ctx) => {
    const r = tournamentStore(ctx.state).claim(ctx.state, input.tournamentId, ctx.player().id, ctx.now);
    return {
      tournamentId: r.t.id,
      rank: r.rank,
      amount: fromUnits(r.amount),
      currency: r.t.currency,
      claimStatus: 2 as const,
      claimTime: r.claimTime,
    };
  },
};
