/**
 * The runtime router: one procedure per catalog entry (all 142, with the entry's zod input and, when
 * configured, output validation), plus the gateway's own procedures, nested by group. Cast once to the
 * static AppRouter type (app-router.ts), which is derived from the same catalog.
 */
import type { AnyTRPCProcedure } from '@trpc/server';
import { catalog } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../config';
import type { AppRouter } from './app-router';
import { callForData, SPECIAL } from './call';
import { OVERRIDDEN } from './gateway-catalog';
import { playerProcedure, publicProcedure, router, type GatewayContext } from './init';
import { assertAccessAllowed, gatewayProcedures } from './procedures/session';
import { rateSubject } from '../kiosk/rate-subject';

const REGISTRATION = new Set(['account.createAccount']);

function catalogProcedure(entry: EndpointDef, config: GatewayConfig): AnyTRPCProcedure {
  const special = SPECIAL[entry.procedure];
  const resolve = async (ctx: GatewayContext, input: unknown) => {
    const { gw, req } = ctx;
    if (gw.limits.has(entry.procedure)) await gw.limits.check(entry.procedure, rateSubject(req), input);
    if (REGISTRATION.has(entry.procedure)) await assertAccessAllowed(ctx);
    const session = await ctx.session();
    return special ? special(ctx, entry, input, session) : callForData(ctx, entry, input, session);
  };
  const base = (entry.access === 'player' ? playerProcedure : publicProcedure).input(entry.input);
  const p = config.validateOutput ? base.output(entry.output) : base;
  return entry.kind === 'query'
    ? p.query(({ ctx, input }) => resolve(ctx, input))
    : p.mutation(({ ctx, input }) => resolve(ctx, input));
}

export function buildAppRouter(config: GatewayConfig): AppRouter {
  const groups: Record<string, Record<string, AnyTRPCProcedure>> = {};
  const add = (name: string, proc: AnyTRPCProcedure) => {
    const [group, verb] = name.split('.') as [string, string];
    (groups[group] ??= {})[verb] = proc;
  };
  const overridden = new Set<string>(OVERRIDDEN);
  for (const entry of catalog as readonly EndpointDef[])
    if (!overridden.has(entry.procedure)) add(entry.procedure, catalogProcedure(entry, config));
  for (const [name, proc] of Object.entries(gatewayProcedures())) add(name, proc);
  return router(groups) as unknown as AppRouter;
}
