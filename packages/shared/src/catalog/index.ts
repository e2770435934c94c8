/**
 * The catalog: all 142 upstream calls of ../shared/spec/endpoints.tsv, in that order.
 */
import type { z } from 'zod';
import { accountCatalog } from './account';
import { activityCatalog } from './activity';
import { authCatalog } from './auth';
import { bonusCatalog } from './bonus';
import { cmsCatalog } from './cms';
import { commonCatalog } from './common';
import { depositCatalog } from './deposit';
import { gamesCatalog } from './games';
import { guessgameCatalog } from './guessgame';
import { kycCatalog } from './kyc';
import { lotteryCatalog } from './lottery';
import { reportCatalog } from './report';
import { riskCatalog } from './risk';
import { taskCatalog } from './task';
import { tournamentCatalog } from './tournament';
import { verificationCatalog } from './verification';
import { videoCatalog } from './video';
import { walletCatalog } from './wallet';
import { withdrawCatalog } from './withdraw';
import type { EndpointDef } from './define';

export const catalog = [
  ...accountCatalog,
  ...authCatalog,
  ...verificationCatalog,
  ...kycCatalog,
  ...riskCatalog,
  ...commonCatalog,
  ...gamesCatalog,
  ...depositCatalog,
  ...withdrawCatalog,
  ...walletCatalog,
  ...bonusCatalog,
  ...activityCatalog,
  ...tournamentCatalog,
  ...lotteryCatalog,
  ...guessgameCatalog,
  ...taskCatalog,
  ...cmsCatalog,
  ...videoCatalog,
  ...reportCatalog,
] as const;

export type CatalogEntry = (typeof catalog)[number];
export type ProcedureName = CatalogEntry['procedure'];
export type EntryOf<P extends ProcedureName> = Extract<CatalogEntry, { procedure: P }>;
export type InputOf<P extends ProcedureName> = z.input<EntryOf<P>['input']>;
export type OutputOf<P extends ProcedureName> = z.output<EntryOf<P>['output']>;

const byProcedure = new Map<string, EndpointDef>(catalog.map((e) => [e.procedure, e]));
const byPath = new Map<string, EndpointDef>(catalog.map((e) => [e.path, e]));

export function entryByProcedure(procedure: string): EndpointDef | undefined {
  return byProcedure.get(procedure);
}

export function entryByPath(path: string): EndpointDef | undefined {
  return byPath.get(path);
}
