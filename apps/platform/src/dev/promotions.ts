/**
 * Dev endpoints of the promotions area (see ./routes.ts), standing in for the operator's back office
 * and the result feeds:
 *   POST /_dev/tournaments/end   { tournamentId }            -> { tournamentId, endTime }
 *        ends a tournament now: scoring stops, the prize ranks can claim
 *   POST /_dev/guessgame/settle  { gameId, resultOptionId }  -> { gameId, resultOptionId, settleTime, winners }
 *   POST /_dev/guessgame/cancel  { gameId }                  -> { gameId, refunded }   stakes refunded
 *   POST /_dev/lottery/draw      { actCode? }                -> { actCode, drawNo, drawTime, tickets, winners }
 *        draws the waiting tickets of an activity (default: the running one) now and pays the winners
 *   POST /_dev/sign/shift        { loginName, days }         -> { loginName, dates }
 *        moves a player's check-ins `days` days into the past (the next day, streaks)
 * Domain refusals answer 409 `{ code, msg }`; bad bodies 400; unknown players 404.
 */
import { z } from 'zod';
import { activityStore } from '../domain/activity/store';
import { guessGameStore } from '../domain/guessgame/store';
import { lotteryStore } from '../domain/lottery/store';
import { tournamentStore } from '../domain/tournament/store';
import { devPlayerBody, runDev, type DevRoutes } from './dev-routes';

const endSchema = z.object({ tournamentId: z.string().min(1) });
const settleSchema = z.object({ gameId: z.string().min(1), resultOptionId: z.string().min(1) });
const cancelSchema = z.object({ gameId: z.string().min(1) });
const drawSchema = z.object({
  actCode: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
});
const shiftSchema = z.object({ loginName: z.string().min(1), days: z.number().int().min(1).max(366) });

const run = runDev;

export const promotionsDevRoutes: DevRoutes = (app, state) => {
  app.post('/tournaments/end', async (request, reply) => {
    const parsed = endSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    return run(reply, () => {
      const t = tournamentStore(state).endNow(parsed.data.tournamentId, Date.now());
      return { tournamentId: t.id, endTime: t.endTime };
    });
  });

  app.post('/guessgame/settle', async (request, reply) => {
    const parsed = settleSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    return run(reply, () => {
      const s = guessGameStore(state);
      s.tick(state, Date.now());
      const g = s.settle(state, parsed.data.gameId, parsed.data.resultOptionId, Date.now());
      return {
        gameId: g.gameId,
        resultOptionId: g.resultOptionId,
        settleTime: g.settleTime,
        winners: s.betsOf(g.gameId).filter((b) => b.status === 1).length,
      };
    });
  });

  app.post('/guessgame/cancel', async (request, reply) => {
    const parsed = cancelSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    return run(reply, () => {
      const s = guessGameStore(state);
      const g = s.cancel(state, parsed.data.gameId, Date.now());
      return { gameId: g.gameId, refunded: s.betsOf(g.gameId).length };
    });
  });

  app.post('/lottery/draw', async (request, reply) => {
    const parsed = drawSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    return run(reply, () => {
      const s = lotteryStore(state);
      s.tick(state, Date.now());
      const waiting = (code: string) => s.tickets.filter((t) => t.actCode === code && t.status === 0).length;
      const act = s.act(parsed.data.actCode, Date.now());
      const tickets = waiting(act.actCode);
      const d = s.draw(state, act.actCode, Date.now());
      return {
        actCode: d.actCode,
        drawNo: d.drawNo,
        drawTime: d.drawTime,
        tickets,
        winners: d.winners.length,
      };
    });
  });

  app.post('/sign/shift', async (request, reply) => {
    const got = devPlayerBody(state, shiftSchema, request, reply);
    if (!got) return reply;
    const { b, player } = got;
    const store = activityStore(state);
    store.shiftSigns(player.id, b.days);
    return { loginName: player.loginName, dates: [...store.signOf(player.id).days.keys()].sort() };
  });
};
