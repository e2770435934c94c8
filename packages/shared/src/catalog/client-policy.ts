/**
 * What the front ends need of a call's catalog flags (errors silent, no loading indicator, the error
 * table's context), by procedure, without the entries' zod schemas, so the browsers' bundles stay small.
 * The data is generated from the catalog and the gateway's own entries (client-policy.generated.ts,
 * `pnpm --filter @casino/gateway client-policy`); the gateway's client-policy.test.ts fails when it is
 * stale. Imported by web and kiosk as `@casino/shared/catalog/client-policy`: no schema imports here.
 */
import type { ErrorContext } from '../errors/error-table';
import { CLIENT_POLICY } from './client-policy.generated';

export interface ClientPolicy {
  /** The client shows no toast for this call's errors (catalog flag silentErrors). */
  silentErrors?: true;
  /** The client shows no loading indicator for this call (catalog flag hideLoading). */
  hideLoading?: true;
  /** The error table's context of this call's errors (catalog flag errorContext). */
  errorContext?: ErrorContext;
}

const NONE: ClientPolicy = Object.freeze({});
const table: Readonly<Record<string, ClientPolicy>> = CLIENT_POLICY;

/** The policy of a procedure path (`account.playerInfo`); an unknown path has none. */
export function callPolicy(procedure: string | undefined): ClientPolicy {
  return (procedure !== undefined && Object.hasOwn(table, procedure) ? table[procedure] : undefined) ?? NONE;
}

/**
 * The procedure path of a TanStack query or mutation key made by tRPC's React integration
 * (`[['account', 'playerInfo'], { input, type }]`), or undefined for keys of other origins.
 */
export function procedureOfKey(key: readonly unknown[] | undefined): string | undefined {
  const path = key?.[0];
  if (!Array.isArray(path) || path.length < 2 || !path.every((p) => typeof p === 'string')) return undefined;
  return path.join('.');
}
