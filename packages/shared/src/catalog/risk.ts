import { z } from 'zod';
import { noInputSchema } from '../schemas/page';
import { endpoint } from './define';

export const riskCatalog = [
  endpoint({
    procedure: 'risk.seonSession',
    path: '/risk-api/v1/audit/seon/session',
    access: 'public',
    kind: 'mutation',
    summary: 'stores the SEON device session payload for the risk checks of the given action',
    input: z.object({
      /** The payload the SEON SDK produced (base64). */
      session: z.string().min(1).max(65536),
      action: z.enum(['login', 'register', 'deposit', 'withdraw', 'other']).default('other'),
    }),
    output: z.object({ sessionId: z.string(), recorded: z.literal(true) }),
    flags: {},
  }),
  endpoint({
    procedure: 'risk.saveFingerprint',
    path: '/api/v1/player/fingerprint/save',
    access: 'public',
    kind: 'mutation',
    summary: 'retry 4 times, 3 s apart; cached until end of day',
    input: z.object({
      /** FingerprintJS visitor id. */
      visitorId: z.string().trim().min(1).max(128),
      /** FingerprintJS request id of the identification. */
      requestId: z.string().trim().max(128).optional(),
      confidence: z.number().min(0).max(1).optional(),
    }),
    output: z.object({ saved: z.literal(true), firstSeen: z.number().int() }),
    flags: {},
  }),
  endpoint({
    procedure: 'risk.fingerprintJsKey',
    path: '/api/v1/player/fingerprint/get_js_key',
    access: 'public',
    kind: 'query',
    summary: 'the FingerprintJS public key and endpoint the browser agent loads with',
    input: noInputSchema,
    output: z.object({ jsKey: z.string(), endpoint: z.string(), region: z.string() }),
    flags: { cache: { per: 'device', ttl: 'endOfDayJst' } },
  }),
] as const;
