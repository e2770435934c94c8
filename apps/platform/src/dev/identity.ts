/**
 * Dev endpoints of the identity area (see ./routes.ts): the operator's KYC review, the checkIp access
 * lists and registration device blocks, the captcha switch, a player's tokens expired at once, and the
 * answer of a live slider captcha (so browser tests can pass the captcha without image analysis).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KYC_LEVEL_STATUS } from '@casino/shared/schemas/kyc-info';
import { toLoginName } from '@casino/shared/rules/validation';
import { toUnits, type Currency } from '@casino/shared/schemas/money';
import { emitPlatformEvent } from '../core/events';
import type { PlatformState } from '../core/state';
import { peekSliderX } from '../domain/common/captcha';
import { commonStore } from '../domain/common/store';
import { kycApprovedLevel, kycStore } from '../domain/kyc/store';
import { devPlayer, devPlayerBody, type DevRoutes } from './dev-routes';
import { playerCash } from '../core/accounts';

const kycReviewSchema = z.object({
  loginName: z.string().min(1),
  level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  reason: z.object({ ja: z.string(), en: z.string() }).optional(),
});

const accessSchema = z.object({
  limitedIps: z.array(z.string()).optional(),
  deniedIps: z.array(z.string()).optional(),
  blockedDevices: z.array(z.string()).optional(),
});

const playerFlagsSchema = z.object({
  loginName: z.string().min(1),
  /** The operator asks the player to bind a phone (after-login add-info step 1). */
  needBindPhone: z.boolean().optional(),
  /** A disabled player cannot log in, and every session ends (1018). */
  disabled: z.boolean().optional(),
});

const expireTokensSchema = z.object({
  loginName: z.string().min(1),
  /** The refresh tokens expire too (the next refresh fails), not only the access tokens. */
  refresh: z.boolean().default(false),
});

const captchaSwitchSchema = z.object({ login: z.boolean().optional(), register: z.boolean().optional() });

/** The demo account seeded when dev endpoints or demo mode are on (docs/upstream-protocol.md, README). */
export const DEMO_PLAYER = {
  username: 'demo01',
  password: 'demo1234',
  email: 'demo01@example.com',
  mobile: '09012345678',
  balances: { JPY: '100000', USD: '500', USDT: '250' },
} as const;

export function seedDemoPlayer(state: PlatformState): void {
  const loginName = toLoginName(DEMO_PLAYER.username);
  if (state.players.byLogin(loginName)) return;
  const player = state.players.create({
    loginName,
    username: DEMO_PLAYER.username,
    password: DEMO_PLAYER.password,
    email: DEMO_PLAYER.email,
    emailBound: true,
    mobile: DEMO_PLAYER.mobile,
    mobileBound: true,
    firstNameJapanese: '太郎',
    lastNameJapanese: '山田',
  });
  seedPlayMoney(state, player.id, DEMO_PLAYER.balances);
}

/** Play money for a player made in development: one 'dev-seed' transfer from the bank per currency. */
export function seedPlayMoney(
  state: PlatformState,
  playerId: string,
  balances: Record<string, string>,
): void {
  for (const [currency, amount] of Object.entries(balances)) {
    state.ledger.transfer({
      key: `dev-seed:${playerId}:${currency}`,
      kind: 'dev-seed',
      from: 'world:bank',
      to: playerCash(playerId),
      currency: currency as Currency,
      amount: toUnits(amount),
    });
  }
}

export const identityDevRoutes: DevRoutes = (app, state) => {
  seedDemoPlayer(state);
  const review = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const got = devPlayerBody(state, kycReviewSchema, request, reply);
    if (!got) return reply;
    const { player } = got;
    const { level, reason } = got.b;
    const record = kycStore(state).record(player.id).levels[level];
    if (record.status !== KYC_LEVEL_STATUS.pending) {
      return reply.status(409).send({ error: `level ${level} is not pending (status ${record.status})` });
    }
    const now = Date.now();
    record.status = approve ? KYC_LEVEL_STATUS.approved : KYC_LEVEL_STATUS.rejected;
    record.reviewedAt = now;
    record.rejectReason = approve
      ? null
      : (reason ?? {
          ja: '提出された書類を確認できませんでした',
          en: 'The submitted documents could not be verified',
        });
    if (approve) emitPlatformEvent(state, 'kyc.approved', { playerId: player.id, level, at: now });
    return {
      loginName: player.loginName,
      level,
      status: record.status,
      approvedLevel: kycApprovedLevel(state, player.id),
    };
  };
  app.post('/kyc/approve', review(true));
  app.post('/kyc/reject', review(false));

  app.post('/players/flags', async (request, reply) => {
    const parsed = playerFlagsSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    const player = devPlayer(state, parsed.data.loginName);
    if (!player) return reply.status(404).send({ error: 'no such player' });
    if (parsed.data.needBindPhone !== undefined) player.needBindPhone = parsed.data.needBindPhone;
    if (parsed.data.disabled !== undefined) {
      player.disabled = parsed.data.disabled;
      if (player.disabled) state.tokens.revokePlayer(player.id);
    }
    return { loginName: player.loginName, needBindPhone: player.needBindPhone, disabled: player.disabled };
  });

  // A player's tokens reach the end of their lifetime now, so a test of the refresh needs no wait for it.
  app.post('/tokens/expire', async (request, reply) => {
    const found = devPlayerBody(state, expireTokensSchema, request, reply);
    if (!found) return;
    const expired = state.tokens.expirePlayer(found.player.id, { refresh: found.b.refresh });
    return { loginName: found.player.loginName, expired };
  });

  app.post('/access', async (request, reply) => {
    const parsed = accessSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    const access = commonStore(state).access;
    if (parsed.data.limitedIps) access.limitedIps = parsed.data.limitedIps;
    if (parsed.data.deniedIps) access.deniedIps = parsed.data.deniedIps;
    if (parsed.data.blockedDevices) access.blockedDevices = parsed.data.blockedDevices;
    return { ...access };
  });
  app.get('/access', async () => ({ ...commonStore(state).access }));

  app.post('/captcha/switch', async (request, reply) => {
    const parsed = captchaSwitchSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: z.flattenError(parsed.error) });
    Object.assign(commonStore(state).config.captcha, parsed.data);
    return { ...commonStore(state).config.captcha };
  });

  app.get('/captcha/answer', async (request, reply) => {
    const id = String((request.query as { captchaId?: string }).captchaId ?? '');
    const x = peekSliderX(state, id);
    if (x === undefined) return reply.status(404).send({ error: 'no such live captcha' });
    return { x };
  });
};
