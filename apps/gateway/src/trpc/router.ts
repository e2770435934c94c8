/**
 * The runtime router, whose type is the AppRouter the front ends import: one procedure per catalog
 * entry (all 142, with the entry's zod input and, when configured, output validation), plus the
 * gateway's own procedures (procedures/session.ts, game-wallets/procedures.ts), nested by group.
 *
 * A catalog procedure's policy is its entry's flags, read here once when the router is built: the
 * steps a call goes through before its upstream call (rate limit, access check) and its guards
 * (guards.ts: secret re-proof, payout cooling, bound-contact proof, same-site returnUrl, same answer)
 * are chosen per entry, so an entry without them pays nothing; the cache and the payload additions are
 * applied by callEntry.
 */
import { TRPCError, getTRPCErrorFromUnknown, type AnyTRPCProcedure } from '@trpc/server';
import type { EndpointDef, EndpointFlags } from '@casino/shared/catalog/define';
import type { GatewayConfig } from '../config';
import { callEntry } from './call';
import { catalogGroup, entryGroup, type CatalogGroup } from './catalog-group';
import { guardOf } from './guards';
import {
  guarded,
  playerFailure,
  publicProcedure,
  requirePlayer,
  router,
  syncParser,
  type GatewayContext,
} from './init';
import { assertAccessAllowed, gatewayProcedures } from './procedures/session';
import { gameWalletCatalog } from '../game-wallets/catalog';
import { gameWalletProcedures } from '../game-wallets/procedures';
import { bankCatalog } from '../banks/catalog';
import { bankProcedures } from '../banks/procedures';
import { liveProcedures } from '../live/procedures';
import { rateSubject } from '../kiosk/rate-subject';
import { sensitiveMaxBytes } from '../lib/wire-crypto';
import { withSensitiveLimit } from './sensitive-limit';

/** One step a call goes through before its upstream call; it throws to refuse the call. */
type Step = (ctx: GatewayContext, input: unknown) => Promise<void>;

/** The steps the entry's flags ask for, in this order: rate limit, then access check. */
export function policySteps(flags: EndpointFlags): Step[] {
  const steps: Step[] = [];
  const { rateLimit } = flags;
  if (rateLimit?.bucket === 'captcha')
    steps.push((ctx) =>
      ctx.gw.limits.captcha(rateSubject(ctx.req), ctx.gw.sessions.deviceId(ctx.req, ctx.res)),
    );
  else if (rateLimit) steps.push((ctx, input) => ctx.gw.limits.check(rateLimit, rateSubject(ctx.req), input));
  if (flags.accessCheck) steps.push((ctx) => assertAccessAllowed(ctx));
  return steps;
}

/**
 * A catalog procedure's one implementation, called by its tRPC procedure and directly by the lean path
 * (routes/trpc.ts, which skips tRPC's request handling for the calls the clients send almost always):
 * session check (player procedures: UNAUTHORIZED before the input is even validated), input
 * validation (BAD_REQUEST with the zod error as cause), the resolver, output validation
 * ("Output validation failed", INTERNAL_SERVER_ERROR), and for player procedures the mapping of
 * failures that playerProcedure's middleware applies to the gateway's own procedures (init.ts:
 * requirePlayer, playerFailure). The tRPC procedure is built without middleware and with parsers that
 * only carry the entry's types, so both paths run exactly this function.
 */
export type DirectCall = (ctx: GatewayContext, path: string, rawInput: unknown) => Promise<unknown>;
const DIRECT = new WeakMap<AnyTRPCProcedure, DirectCall>();

/** The direct call of a catalog procedure (undefined for the gateway's own procedures). */
export const directCallOf = (procedure: AnyTRPCProcedure): DirectCall | undefined => DIRECT.get(procedure);

/** A tRPC input parser that passes the raw input on: the catalog call validates it itself. */
const RAW = { parse: (value: unknown): unknown => value };

type Resolve = (opts: { ctx: GatewayContext; input: unknown; path: string }) => Promise<unknown>;

function directCall(
  player: boolean,
  parseInput: (value: unknown) => unknown,
  parseOutput: ((value: unknown) => unknown) | undefined,
  resolve: Resolve,
): DirectCall {
  // What playerProcedure's middleware does with a failure of the steps after it.
  const below = (ctx: GatewayContext, path: string, err: unknown): unknown =>
    player ? playerFailure(ctx, path, getTRPCErrorFromUnknown(err)) : err;
  return async (ctx, path, rawInput) => {
    if (player) await requirePlayer(ctx, path);
    let input: unknown;
    try {
      input = parseInput(rawInput);
    } catch (cause) {
      throw below(ctx, path, new TRPCError({ code: 'BAD_REQUEST', cause }));
    }
    let data: unknown;
    try {
      data = await resolve({ ctx, input, path });
    } catch (err) {
      throw below(ctx, path, err);
    }
    if (!parseOutput) return data;
    try {
      return parseOutput(data);
    } catch (cause) {
      throw below(
        ctx,
        path,
        new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause }),
      );
    }
  };
}

function catalogProcedure(entry: EndpointDef, config: GatewayConfig, maxBytes: number): AnyTRPCProcedure {
  const steps = policySteps(entry.flags);
  const guard = guardOf(entry.flags);
  const resolve: Resolve = guarded(
    async ({ ctx, input }: { ctx: GatewayContext; input: unknown; path: string }) => {
      for (const step of steps) await step(ctx, input);
      const session = await ctx.session();
      if (!guard) return callEntry(ctx, entry, input, session);
      return guard(ctx, session, input, () => callEntry(ctx, entry, input, session));
    },
  );
  const player = entry.access === 'player';
  const input = syncParser(withSensitiveLimit(entry.input, maxBytes));
  const output = config.validateOutput ? syncParser(entry.output) : undefined;
  const call = directCall(player, input.parse, output?.parse, resolve);
  // tRPC hands the raw input through (the call validates it); the router's types come from the entry.
  const run = ({ ctx, input: raw, path }: { ctx: GatewayContext; input: unknown; path: string }) =>
    call(ctx, path, raw);
  const p = publicProcedure.input(RAW);
  const procedure = entry.kind === 'query' ? p.query(run) : p.mutation(run);
  DIRECT.set(procedure, call);
  return procedure;
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
    live: liveProcedures(),
    banks: entryGroup(bankCatalog, bankProcedures()),
  } satisfies Record<CatalogGroup, unknown> & Record<string, unknown>);
}

/** The router's type: what `@casino/gateway/router` gives the front ends. */
export type AppRouter = ReturnType<typeof buildAppRouter>;
