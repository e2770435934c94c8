/**
 * The `banks` procedure: a Japanese bank and branch by their Zengin codes, so the bank-account form
 * fills in the names as the player types the codes. Declared like the gateway's other own entries
 * (gateway-catalog.ts), so the front ends get its types through AppRouter. Browser-safe: zod only.
 */
import { z } from 'zod';
import type { EndpointFlags } from '@casino/shared/catalog/define';

const nameSchema = z.object({
  code: z.string(),
  /** The name as the bank publishes it (kanji or katakana). */
  name: z.string(),
  /** Its reading in katakana. */
  kana: z.string(),
});

export const bankCatalog = [
  {
    procedure: 'banks.lookup',
    access: 'player',
    kind: 'query',
    input: z.object({
      bankCode: z.string({ error: 'validation.required' }).regex(/^\d{4}$/, 'validation.bankCodeError'),
      branchCode: z
        .string({ error: 'validation.required' })
        .regex(/^\d{3}$/, 'validation.branchCodeError')
        .optional(),
    }),
    output: z.object({ bank: nameSchema.nullable(), branch: nameSchema.nullable() }),
    summary: 'a bank (and one of its branches) by its Zengin codes, from the published Zengin data',
    // A lookup that fails leaves the fields for the player to type: no error dialog, no spinner.
    flags: { silentErrors: true, hideLoading: true } satisfies EndpointFlags,
  },
] as const;
