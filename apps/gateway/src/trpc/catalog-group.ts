/**
 * A group of catalog entries as a tRPC router record, typed from the entries themselves: each
 * procedure gets its entry's kind (query or mutation) and its zod input and output types. This is the
 * one place where the runtime list of entries meets its static type; everything above it (router.ts,
 * AppRouter) is inferred.
 */
import type { AnyTRPCProcedure, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { catalog, type CatalogEntry } from '@casino/shared/catalog/index';
import type { EndpointDef, GroupOf, Kind, NameOf } from '@casino/shared/catalog/define';
import type { GatewayMeta } from './app-router';

/** What a procedure's type is made of: a catalog entry, or one of the gateway's own entries. */
interface AnyEntry {
  procedure: string;
  kind: Kind;
  input: z.ZodType;
  output: z.ZodType;
}

export type ProcedureOf<E extends AnyEntry> = E['kind'] extends 'query'
  ? TRPCQueryProcedure<{ input: z.input<E['input']>; output: z.output<E['output']>; meta: GatewayMeta }>
  : TRPCMutationProcedure<{ input: z.input<E['input']>; output: z.output<E['output']>; meta: GatewayMeta }>;

/** The router record of a union of entries of one group: `{ [verb]: procedure }`. */
export type GroupRecord<E extends AnyEntry> = {
  [X in E as NameOf<X['procedure']>]: ProcedureOf<X>;
};

export type CatalogGroup = GroupOf<CatalogEntry['procedure']>;
type EntriesOf<G extends string> = Extract<CatalogEntry, { procedure: `${G}.${string}` }>;

const verbOf = (procedure: string) => procedure.slice(procedure.indexOf('.') + 1);

/** The catalog's entries of `group`, each built into a procedure by `build`. */
export function catalogGroup<G extends CatalogGroup>(
  group: G,
  build: (entry: EndpointDef) => AnyTRPCProcedure,
): GroupRecord<EntriesOf<G>> {
  const record: Record<string, AnyTRPCProcedure> = {};
  for (const entry of catalog as readonly EndpointDef[])
    if (entry.procedure.startsWith(`${group}.`)) record[verbOf(entry.procedure)] = build(entry);
  return record as GroupRecord<EntriesOf<G>>;
}

/**
 * Procedures built elsewhere under their full names (`gameWallets.open`), typed by the entries that
 * declare them. Every entry must have its procedure.
 */
export function entryGroup<const Es extends readonly AnyEntry[]>(
  entries: Es,
  procedures: Record<Es[number]['procedure'], AnyTRPCProcedure>,
): GroupRecord<Es[number]> {
  const record: Record<string, AnyTRPCProcedure> = {};
  for (const { procedure } of entries)
    record[verbOf(procedure)] = procedures[procedure as Es[number]['procedure']];
  return record as GroupRecord<Es[number]>;
}
