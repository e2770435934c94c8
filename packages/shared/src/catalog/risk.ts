import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const riskCatalog = [
  endpoint({
    procedure: 'risk.seonSession',
    path: '/risk-api/v1/audit/seon/session',
    client: 'main',
    access: 'public',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'risk.saveFingerprint',
    path: '/api/v1/player/fingerprint/save',
    client: 'main',
    access: 'public',
    kind: 'mutation',
    summary: 'retry 4 times, 3 s apart; cached until end of day',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'risk.fingerprintJsKey',
    path: '/api/v1/player/fingerprint/get_js_key',
    client: 'main',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
