/** Handlers of the auth group: the OAuth token endpoint (password and refresh grants) and logout. */
import { CODES } from '@casino/shared/protocol/codes';
import { fail, MESSAGES, PlatformError } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import type { HandlerContext } from '../../core/context';
import type { TokenPair } from '../../core/tokens';
import { checkPasswordLogin } from './login';

function ttl(ctx: HandlerContext) {
  return { accessMs: ctx.config.accessTokenTtlMs, refreshMs: ctx.config.refreshTokenTtlMs };
}

function answer(ctx: HandlerContext, pair: TokenPair, loginName: string) {
  return {
    ...pair,
    refresh_expires_in: Math.round(ctx.config.refreshTokenTtlMs / 1000),
    loginName,
  };
}

export const authHandlers: GroupHandlers<'auth'> = {
  'auth.token': (input, ctx) => {
    if (input.grantType === 'web_password') {
      ctx.state.counters.grants.web_password = (ctx.state.counters.grants.web_password ?? 0) + 1;
      const player = checkPasswordLogin(ctx.state, input, ctx.req.ip, ctx.now);
      const pair = ctx.state.tokens.issue(player.id, ttl(ctx), ctx.now);
      ctx.log.info({ playerId: player.id }, 'password login');
      return answer(ctx, pair, player.loginName);
    }
    ctx.state.counters.grants.refresh_token = (ctx.state.counters.grants.refresh_token ?? 0) + 1;
    const result = ctx.state.tokens.rotate(input.refresh_token, ttl(ctx), ctx.now);
    if (!result.ok) {
      if (result.reason === 'reused') {
        ctx.state.counters.refreshReuse += 1;
        ctx.log.warn('refresh token reused: token family revoked');
      }
      throw new PlatformError(CODES.SESSION_INVALID, MESSAGES.sessionInvalid, { reason: result.reason });
    }
    const player = ctx.state.players.get(result.playerId);
    if (!player || player.disabled) {
      ctx.state.tokens.revokePlayer(result.playerId);
      throw new PlatformError(CODES.SESSION_INVALID, MESSAGES.sessionInvalid);
    }
    return answer(ctx, result.pair, player.loginName);
  },

  'auth.logout': (_input, ctx) => {
    const auth = ctx.req.authorization;
    if (!auth?.startsWith('Bearer ')) fail(CODES.UNAUTHORIZED, 'ログインしてください', 'Please log in');
    ctx.state.tokens.revokeByAccess(auth.slice(7));
    return null;
  },
};
