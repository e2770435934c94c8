/**
 * The failure kinds the error table keeps silent (its 'silent' rows are made from this list, see
 * error-table.ts): a bare network error and a cancel. Its own small module so that a client can
 * decide synchronously whether a failure is silent (the web's query retry) without loading the table.
 */
export const SILENT_KINDS = ['network', 'canceled'] as const;
export type SilentKind = (typeof SILENT_KINDS)[number];

export function isSilentKind(kind: string | undefined): kind is SilentKind {
  return (SILENT_KINDS as readonly (string | undefined)[]).includes(kind);
}
