/**
 * The `banks` tRPC procedure (catalog.ts) over the published Zengin data (the `zengin-code` package:
 * every Japanese bank and its branches, about 5 MB of script). It is loaded the first time a player
 * looks a code up, not when the gateway starts, and kept.
 */
import { createRequire } from 'node:module';
import type { AnyTRPCProcedure } from '@trpc/server';
import { playerProcedure } from '../trpc/init';
import { bankCatalog } from './catalog';

interface ZenginEntry {
  code: string;
  name: string;
  kana: string;
}
type ZenginData = Record<string, ZenginEntry & { branches: Record<string, ZenginEntry> }>;

let data: ZenginData | null = null;
function zengin(): ZenginData {
  data ??= createRequire(import.meta.url)('zengin-code') as ZenginData;
  return data;
}

const view = (e: ZenginEntry | undefined) => (e ? { code: e.code, name: e.name, kana: e.kana } : null);

type Name = (typeof bankCatalog)[number]['procedure'];

export function bankProcedures(): Record<Name, AnyTRPCProcedure> {
  const entry = bankCatalog[0];
  return {
    'banks.lookup': playerProcedure
      .input(entry.input)
      .output(entry.output)
      .query(({ input }) => {
        const { bankCode, branchCode } = input as { bankCode: string; branchCode?: string };
        const bank = zengin()[bankCode];
        return {
          bank: view(bank),
          branch: branchCode ? view(bank?.branches[branchCode]) : null,
        };
      }),
  };
}
