/**
 * What the front ends import from `@casino/gateway/router`: the router's type, inferred from the
 * runtime router (router.ts: every procedure nested by group, `trpc.account.playerInfo.useQuery(...)`,
 * with its catalog entry's zod input and output types), and the error data every procedure answers.
 * Everything here is type-only: the front ends' type checkers read the gateway's sources, their
 * bundles never do.
 */
import type { TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODE_NUMBER } from '@trpc/server';
import type { GatewayErrorInfo } from '../lib/gateway-error';

export type { GatewayErrorAction, GatewayErrorInfo } from '../lib/gateway-error';

/** `error.data` of every tRPC error the gateway answers. */
export interface GatewayErrorData extends GatewayErrorInfo {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  /** The kiosk terminal's credential was refused (src/kiosk/kiosk-plugin.ts): the terminal re-registers. */
  terminalRefused?: boolean;
}

export interface GatewayErrorShape {
  message: string;
  code: TRPC_ERROR_CODE_NUMBER;
  data: GatewayErrorData;
}

/** Procedure meta: nothing a client needs. */
export type GatewayMeta = object;

export interface GatewayRootTypes {
  ctx: object;
  meta: GatewayMeta;
  errorShape: GatewayErrorShape;
  transformer: false;
}

/** The router's type, inferred from the runtime router (router.ts). */
export type { AppRouter } from './router';

export type { SessionView, LoginInput, Language } from './gateway-catalog';
