/**
 * The static type of the gateway's tRPC router, derived from the catalog's types alone: the front ends
 * import it with `import type { AppRouter } from '@casino/gateway/router'` and get every procedure
 * nested by group (`trpc.account.playerInfo.useQuery(...)`) with the catalog's zod input and output
 * types. The runtime router (router.ts) is built from the same catalog and cast to this type once.
 * Keep this file free of Node and Fastify imports: the browsers' type checkers read it.
 */
import type {
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
  TRPC_ERROR_CODE_KEY,
  TRPC_ERROR_CODE_NUMBER,
} from '@trpc/server';
import type { z } from 'zod';
import type { CatalogEntry } from '@casino/shared/catalog/index';
import type { GroupOf, NameOf } from '@casino/shared/catalog/define';
import type { GatewayCatalogEntry, OverriddenProcedure } from './gateway-catalog';

/** What the client does about an error (the shared error table decides it from `upstreamCode`). */
export type GatewayErrorAction =
  | 'login' // the session is gone: go to /login
  | 'limitLogin' // accessLimit: show the region-block dialog, disable login and registration
  | 'forbidden403'; // access type 2: go to /403

/** `error.data` of every tRPC error the gateway answers. */
export interface GatewayErrorData {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  /** The upstream result code when the platform refused the call (see packages/shared/src/protocol/codes.ts). */
  upstreamCode?: number | string;
  /** An i18n key for the message, when the gateway knows one ('errors.timeout', 'validation.*'...). */
  messageKey?: string;
  /** The upstream message, localised by the platform in the session's language. */
  upstreamMessage?: string;
  /** Field-level input errors: field path (dot-joined) -> i18n keys or messages. */
  fieldErrors?: Record<string, string[]>;
  /** The gateway removed the session (failed refresh, 1018, revoked): the client goes to /login. */
  sessionCleared?: boolean;
  action?: GatewayErrorAction;
  /** For rate limits and 503s. */
  retryAfterMs?: number;
  /** When a lock or a cooling period ends (epoch ms): the client shows it as "try again after". */
  retryAt?: number;
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

interface AnyEntry {
  procedure: string;
  kind: 'query' | 'mutation';
  input: z.ZodType;
  output: z.ZodType;
}

type ProcedureOf<E extends AnyEntry> = E['kind'] extends 'query'
  ? TRPCQueryProcedure<{ input: z.input<E['input']>; output: z.output<E['output']>; meta: GatewayMeta }>
  : TRPCMutationProcedure<{ input: z.input<E['input']>; output: z.output<E['output']>; meta: GatewayMeta }>;

type RecordOf<E extends AnyEntry> = {
  [G in GroupOf<E['procedure']>]: {
    [X in Extract<E, { procedure: `${G}.${string}` }> as NameOf<X['procedure']>]: ProcedureOf<X>;
  };
};

/** Every entry the router serves: the catalog (minus the ones the gateway overrides) and the gateway's own. */
export type RouterEntry = Exclude<CatalogEntry, { procedure: OverriddenProcedure }> | GatewayCatalogEntry;

export type AppRouterRecord = RecordOf<RouterEntry>;

export type AppRouter = TRPCBuiltRouter<GatewayRootTypes, AppRouterRecord>;

export type { SessionView, LoginInput, Language } from './gateway-catalog';
