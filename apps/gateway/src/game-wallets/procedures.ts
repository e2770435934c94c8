/** The `gameWallets` tRPC procedures (catalog.ts) over the lifecycle service. */
import type { AnyTRPCProcedure } from '@trpc/server';
import { playerProcedure } from '../trpc/init';
import { gameWalletCatalog, type LeaseRef } from './catalog';
import { ownerOf, statementView } from './owner';

type Name = (typeof gameWalletCatalog)[number]['procedure'];
const def = (p: Name) => gameWalletCatalog.find((e) => e.procedure === p)!;
const proc = (p: Name) => playerProcedure.input(def(p).input).output(def(p).output);

export function gameWalletProcedures(): Record<Name, AnyTRPCProcedure> {
  return {
    'gameWallets.open': proc('gameWallets.open').mutation(({ ctx, input }) => {
      const i = input as { platformCode: string };
      return ctx.req.server.gameWallets.open(ownerOf(ctx.player), i.platformCode.toUpperCase());
    }),
    'gameWallets.alive': proc('gameWallets.alive').mutation(async ({ ctx, input }) => {
      const { leases } = input as { leases: LeaseRef[] };
      const gone = await ctx.req.server.gameWallets.alive(ctx.player.rec.loginName, upper(leases));
      return { gone };
    }),
    'gameWallets.leave': proc('gameWallets.leave').mutation(async ({ ctx, input }) => {
      const { leases, seen } = input as { leases: LeaseRef[]; seen?: boolean };
      const s = await ctx.req.server.gameWallets.leave(ownerOf(ctx.player), upper(leases), {
        seen: seen === true,
      });
      return { statement: s ? statementView(s) : null };
    }),
    'gameWallets.returnAll': proc('gameWallets.returnAll').mutation(async ({ ctx, input }) => {
      const { reason } = input as { reason: 'player' | 'cashout' | 'restart' };
      return statementView(await ctx.req.server.gameWallets.returnAll(ownerOf(ctx.player), reason));
    }),
    'gameWallets.statements': proc('gameWallets.statements').query(async ({ ctx }) => {
      const list = await ctx.req.server.gameWallets.registry.statements(ctx.player.rec.loginName);
      return { list: list.map(statementView) };
    }),
    'gameWallets.ack': proc('gameWallets.ack').mutation(async ({ ctx, input }) => {
      const { ids } = input as { ids: string[] };
      await ctx.req.server.gameWallets.registry.ack(ctx.player.rec.loginName, ids);
      if (ctx.player.rec.terminalId)
        for (const id of ids)
          await ctx.req.server.gameWallets.registry.ackTerminal(ctx.player.rec.terminalId, id);
      return { ok: true as const };
    }),
  };
}

const upper = (leases: LeaseRef[]) =>
  leases.map((l) => ({ platformCode: l.platformCode.toUpperCase(), leaseId: l.leaseId }));
