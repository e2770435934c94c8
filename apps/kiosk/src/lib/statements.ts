/**
 * Statements of money returned from the games (docs/gateway.md, "Always a statement"): what the gateway
 * answers at cash-out, keeps for the terminal (GET /kiosk-api/terminal) and sends with a refusal. A
 * tiny store carries a statement that arrived on a refused call to the refused screen, and the QR
 * text gives the customer a copy to keep: reference, time, lines and cash, never anything secret.
 */
import type { Statement } from '@casino/ui/game-wallet';
import { fromUnits } from '@casino/shared/rules/money-units';
import { units } from './money';

export type { Statement };

let refusalStatement: Statement | null = null;
const listeners = new Set<() => void>();

/** A refused terminal call carried the statement of the visit it ended. */
export function noteRefusalStatement(s: Statement | null | undefined) {
  if (!s || !Array.isArray(s.lines)) return;
  refusalStatement = s;
  for (const fn of listeners) fn();
}

export function currentRefusalStatement(): Statement | null {
  return refusalStatement;
}

export function onRefusalStatement(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Reads `error.data.statement` from a refused answer's body (single or batched tRPC error). */
export function statementInBody(body: unknown): Statement | null {
  const items = Array.isArray(body) ? body : [body];
  for (const item of items) {
    const data = (item as { error?: { data?: { statement?: Statement } } } | null)?.error?.data;
    if (data?.statement) return data.statement;
  }
  return null;
}

/** Several statements of one visit (a page closed, then the restart's own return) as one. */
export function mergeStatements(list: Statement[]): Statement | null {
  const withLines = list.filter((s) => s.lines.length > 0);
  if (withLines.length === 0) return null;
  const latest = [...list].sort((a, b) => b.at - a.at)[0]!;
  const first = [...withLines].sort((a, b) => a.at - b.at)[0]!;
  return {
    id: first.id,
    at: first.at,
    reason: first.reason,
    lines: withLines.flatMap((s) => s.lines),
    cashBalances: latest.cashBalances.length ? latest.cashBalances : first.cashBalances,
  };
}

/** The returned money per platform and currency (a platform may appear in several lines). */
export function linesByPlatform(s: Statement): { platformCode: string; currency: string; amount: bigint }[] {
  const out = new Map<string, { platformCode: string; currency: string; amount: bigint }>();
  for (const l of s.lines) {
    const k = `${l.platformCode}|${l.currency}`;
    const cur = out.get(k) ?? { platformCode: l.platformCode, currency: l.currency, amount: 0n };
    cur.amount += units(l.amount);
    out.set(k, cur);
  }
  return [...out.values()].filter((l) => l.amount > 0n);
}

/** The text in the statement's QR code: the customer's copy, readable by any phone. */
export function statementQrText(s: Statement): string {
  const rows = [
    'CASINO-FLOOR STATEMENT',
    `REF ${s.id}`,
    `AT ${new Date(s.at).toISOString()}`,
    `REASON ${s.reason}`,
    ...linesByPlatform(s).map((l) => `FROM ${l.platformCode} ${l.currency} ${fromUnits(l.amount)}`),
    ...s.cashBalances.map((c) => `CASH ${c.currency} ${c.amount}`),
  ];
  return rows.join('\n');
}

/** Development only: the gateway's hint on how to open this page as the development terminal. */
export interface DevTerminalHint {
  id: string;
  command: string;
}
let devHint: DevTerminalHint | null = null;
export function devTerminalHintIn(body: unknown): DevTerminalHint | null {
  const items = Array.isArray(body) ? body : [body];
  for (const item of items) {
    const hint = (item as { error?: { data?: { devTerminal?: DevTerminalHint } } } | null)?.error?.data
      ?.devTerminal;
    if (hint && typeof hint.id === 'string' && typeof hint.command === 'string') return hint;
  }
  return null;
}
export function noteDevTerminalHint(hint: DevTerminalHint | null) {
  devHint = hint;
}
export function currentDevTerminalHint(): DevTerminalHint | null {
  return devHint;
}
