/**
 * Handler types: one handler per catalog entry. `HandlerMap` requires all of them, so a catalog entry
 * without a handler is a type error in src/handlers.ts; `GroupHandlers<'games'>` is what a domain's
 * handlers file satisfies.
 */
import type { z } from 'zod';
import type { CatalogEntry } from '@casino/shared/catalog/index';
import type { HandlerContext } from './context';

export type Handler<E extends CatalogEntry> = (
  input: z.output<E['input']>,
  ctx: HandlerContext,
) => Promise<z.input<E['output']>> | z.input<E['output']>;

export type GroupHandlers<G extends string> = {
  [E in CatalogEntry as E['procedure'] extends `${G}.${string}` ? E['procedure'] : never]: Handler<E>;
};

export type HandlerMap = {
  [E in CatalogEntry as E['procedure']]: Handler<E>;
};
