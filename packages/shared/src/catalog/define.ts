/**
 * The shape of one upstream call. Every call the product makes is declared exactly once as an
 * `endpoint(...)` in the group files beside this one; the gateway builds its tRPC router from these,
 * the reference platform registers one handler per entry, and the front ends get their types from them.
 */
import { z } from 'zod';

export type Client = 'main' | 'second';
export type Access = 'public' | 'player';
export type Kind = 'query' | 'mutation';

export interface EndpointFlags {
  /** The client resets its captcha input after this call (spec section 7). */
  resetsCaptcha?: boolean;
  /** Errors are not shown as toasts; the caller handles them (CMS, video, report). */
  silentErrors?: boolean;
  /** The client shows no loading indicator for this call. */
  hideLoading?: boolean;
  /** The response is binary (a KYC picture), not an envelope. */
  blob?: boolean;
  /** The page size the product asks for by default. */
  pageSize?: number;
}

export interface EndpointDef<
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  K extends Kind = Kind,
> {
  /** `<group>.<verbName>`, unique: the tRPC procedure path. */
  procedure: P;
  /** The upstream path, verbatim from the spec (the wire path is `/_api_` + path). */
  path: string;
  client: Client;
  access: Access;
  /** Kept as a literal type so the gateway's AppRouter maps it to a tRPC query or mutation. */
  kind: K;
  summary?: string;
  /** What the gateway accepts from the browser (before loginName, encryption and signing). */
  input: I;
  /** What the platform answers inside `data`, and what the gateway returns. */
  output: O;
  flags: EndpointFlags;
}

export function endpoint<
  const P extends string,
  I extends z.ZodType,
  O extends z.ZodType,
  const K extends Kind,
>(def: EndpointDef<P, I, O, K>): EndpointDef<P, I, O, K> {
  return def;
}

/** Temporary schema for an entry whose fields are still being designed; a test forbids it at the end. */
export const PENDING_SCHEMA = z.object({}).loose();

export type GroupOf<P extends string> = P extends `${infer G}.${string}` ? G : never;
export type NameOf<P extends string> = P extends `${string}.${infer N}` ? N : never;

/** The client is decided by the path: /phoenix/ and /rex/ paths go to the second client. */
export function clientForPath(path: string): Client {
  return /\/(phoenix|rex)\//.test(path) ? 'second' : 'main';
}
