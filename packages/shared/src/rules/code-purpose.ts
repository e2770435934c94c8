/**
 * Verification codes without a schema library (in the player site's first page): what a code is for and
 * its limits. ../schemas/verification-code.ts builds the wire schemas on these and re-exports them.
 */

/** What a code is for; a code only works for the purpose it was sent for. */
export const CODE_PURPOSE = { register: 1, resetPassword: 2, bind: 3, verify: 4 } as const;
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

export const CODE_RESEND_INTERVAL_S = 60;
export const CODE_TTL_S = 600;
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one destination can receive per rolling 24 hours, all purposes together (SMS pumping guard). */
export const CODE_DAILY_MAX = 10;
