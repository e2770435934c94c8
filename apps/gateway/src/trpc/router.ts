/**
 * The runtime router, whose type is the AppRouter the front ends import: one procedure per catalog
 * entry (all 142, with the entry's zod input and, when configured, output validation), plus the
 * gateway's own procedures (procedures/session.ts, game-wallets/procedures.ts), nested by group.
 *
 * A catalog procedure's policy is its entry's flags, read here once when the router is built: the
 * steps a call goes through before its upstream call (rate limit, access check) are chosen per entry,
 * so an entry without them pays nothing; the cache and the payload additions are applied by callEntry.
 */
import type { AnyTRPCProcedure } from '@trpc/server';
import type { EndpointDef, EndpointFlags } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../config';
import { callEntry } from './call';
import { catalogGroup, entryGroup, type CatalogGroup } from './catalog-group';
import { guarded as secretGuard } from './guards';
import { guarded, playerProcedure, publicProcedure, router, syncParser, type GatewayContext } from './init';
import { assertAccessAllowed, gatewayProcedures } from './procedures/session';
import { gameWalletCatalog } from '../game-wallets/catalog';
import { gameWalletProcedures } from '../game-wallets/procedures';
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

export function buildAppRouter(config: GatewayConfig) {
  const maxBytes = sensitiveMaxBytes(config.upstream.rsaPublicKeyPem, config.upstream.rsaPadding);
  const group = <G extends CatalogGroup>(g: G) =>
    catalogGroup(g, (entry) => catalogProcedure(entry, config, maxBytes));
  // The gateway's own procedures replace the catalog's of the same name (auth.token, auth.logout, the
  // KYC picture): they come last in their group.
  const own = gatewayProcedures(maxBytes);
  return router({
    account: group('account'),
    auth: { ...group('auth'), ...own.auth },
    verification: group('verification'),
    kyc: { ...group('kyc'), ...own.kyc },
    risk: group('risk'),
    common: group('common'),
    games: group('games'),
    deposit: group('deposit'),
    withdraw: group('withdraw'),
    wallet: group('wallet'),
    bonus: group('bonus'),
    activity: group('activity'),
    tournament: group('tournament'),
    lottery: group('lottery'),
    guessgame: group('guessgame'),
    task: group('task'),
    cms: group('cms'),
    video: group('video'),
    report: group('report'),
    session: own.session,
    gameWallets: entryGroup(gameWalletCatalog, gameWalletProcedures()),
  } satisfies Record<CatalogGroup, unknown> & Record<string, unknown>);
}

/** The router's type: what `@casino/gateway/router` gives the front ends. */
export type AppRouter = ReturnType<typeof buildAppRouter>;
