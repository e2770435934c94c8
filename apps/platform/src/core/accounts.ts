/**
 * The ledger's account names for a player's money, written once: `player:<id>:cash` (spendable),
 * `:bonus` (locked bonus money), `:pending` (withdrawals under review), `:game:<platform>` (a game's
 * transfer wallet).
 */
export const playerCash = (playerId: string): string => `player:${playerId}:cash`;
export const playerBonus = (playerId: string): string => `player:${playerId}:bonus`;
export const playerPending = (playerId: string): string => `player:${playerId}:pending`;
export const playerGamePrefix = (playerId: string): string => `player:${playerId}:game:`;
/** Every account of one player starts with this. */
export const playerAccountsPrefix = (playerId: string): string => `player:${playerId}:`;
