/**
 * The runtime router: one procedure per catalog entry (all 142, with the entry's zod input and, when
 * configured, output validation), plus the gateway's own procedures, nested by group. Cast once to the
 * static AppRouter type (app-router.ts), which is derived from the same catalog.
 *
 * A catalog procedure's policy is its entry's flags, read here once when the router is built: the
 * steps a call goes through before its upstream call (rate limit, access check) are chosen per entry,
 * so an entry without them pays nothing; the cache and the payload additions are applied by callEntry.
 */
import type { AnyTRPCProcedure } from '@trpc/server';
import { catalog } from '@casino/shared/catalog/index';
import type { EndpointDef, EndpointFlags } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../config';
import type { AppRouter } from './app-router';
import { callEntry } from './call';
import { guarded as secretGuard } from './guards';
import { gatewayCatalog } from './gateway-catalog';
import { guarded, playerProcedure, publicProcedure, router, syncParser, type GatewayContext } from './init';
import { assertAccessAllowed, gatewayProcedures } from './procedures/session';
import { rateSubject } from '../kiosk/rate-subject';
import { sensitiveMaxBytes } from '../lib/wire-crypto';
import { withSensitiveLimit } from './sensitive-limit';

/** One step a call goes through before its upstream call; it throws to refuse the call. */
type Step = (ctx: GatewayContext, input: unknown) => Promise<void>;

/** The steps the entry's flags ask for, in this order: rate limit, then access check. */
export function policySteps(flags: EndpointFlags): Step[] {
  const steps: Step[] = [];
  const { rateLimit } = flags;
  if (rateLimit) steps.push((ctx, input) => ctx.gw.limits.check(rateLimit, rateSubject(ctx.req), input));
  if (flags.accessCheck) steps.push((ctx) => assertAccessAllowed(ctx));
  return steps;
}

function catalogProcedure(entry: EndpointDef, config: GatewayConfig, maxBytes: number): AnyTRPCProcedure {
  const steps = policySteps(entry.flags);
  const resolve = guarded(async ({ ctx, input }: { ctx: GatewayContext; input: unknown; path: string }) => {
    for (const step of steps) await step(ctx, input);
    const session = await ctx.session();
    return secretGuard(ctx, entry.procedure, input, session, () => callEntry(ctx, entry, input, session));
  });
  const base = (entry.access === 'player' ? playerProcedure : publicProcedure).input(
    syncParser(withSensitiveLimit(entry.input, maxBytes)),
  );
  const p = config.validateOutput ? base.output(syncParser(entry.output)) : base;
  return entry.kind === 'query' ? p.query(resolve) : p.mutation(resolve);
}

export function buildAppRouter(config: GatewayConfig): AppRouter {
  const groups: Record<string, Record<string, AnyTRPCProcedure>> = {};
  const add = (name: string, proc: AnyTRPCProcedure) => {
    const [group, verb] = name.split('.') as [string, string];
    (groups[group] ??= {})[verb] = proc;
  };
  // A gateway entry of the same name replaces the catalog's (auth.token, auth.logout, the KYC picture).
  const overridden = new Set<string>(gatewayCatalog.map((e) => e.procedure));
  const maxBytes = sensitiveMaxBytes(config.upstream.rsaPublicKeyPem, config.upstream.rsaPadding);
  for (const entry of catalog as readonly EndpointDef[])
    if (!overridden.has(entry.procedure)) add(entry.procedure, catalogProcedure(entry, config, maxBytes));
  for (const [name, proc] of Object.entries(gatewayProcedures(maxBytes))) add(name, proc);
  return router(groups) as unknown as AppRouter;
}
