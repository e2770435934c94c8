/**
 * A pachinko or pachislot machine on a (virtual) hall floor: the numbers players read before they sit
 * down. Used by the machine lists, the amigo list and the kamikaze list.
 */
import { z } from 'zod';

export const MACHINE_STATES = ['free', 'playing', 'reserved', 'closed'] as const;
export const machineStateSchema = z.enum(MACHINE_STATES);
export type MachineState = z.infer<typeof machineStateSchema>;

/** BIG / REG bonus of a pachislot, 確変 (kakuhen) or normal 大当たり of a pachinko. */
export const hitKindSchema = z.enum(['BIG', 'REG', 'KAKUHEN', 'NORMAL']);

export const machineHitSchema = z.object({
  kind: hitKindSchema,
  /** Spins (pachinko: rotations, pachislot: games) since the previous hit. */
  spins: z.number().int().min(0),
  /** Balls (pachinko) or medals (pachislot) paid out. */
  payout: z.number().int().min(0),
  at: z.number().int(),
});
export type MachineHit = z.infer<typeof machineHitSchema>;

export const machineSchema = z.object({
  machineId: z.string(),
  /** The number on the machine's lamp, unique on its floor. */
  machineNo: z.number().int().min(1),
  gameId: z.string(),
  platformCode: z.string(),
  providerCode: z.string(),
  gameName: z.string(),
  machineKind: z.enum(['pachinko', 'pachislot']),
  state: machineStateSchema,
  /** Spins since the last hit (the 回転数 on the data lamp). */
  currentSpins: z.number().int().min(0),
  /** Today's total spins. */
  totalSpins: z.number().int().min(0),
  bigHits: z.number().int().min(0),
  regHits: z.number().int().min(0),
  /** Best payout today, balls or medals. */
  maxPayout: z.number().int().min(0),
  /** Newest first, at most 10. */
  recentHits: z.array(machineHitSchema),
  imageUrl: z.string(),
  supMultiMode: z.boolean(),
  /** Price of one ball or medal in JPY ("4.00" yen pachinko, "20.00" pachislot). */
  unitPrice: z.string(),
});
export type Machine = z.infer<typeof machineSchema>;
