import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const withdrawCatalog = [
  endpoint({
    procedure: 'withdraw.orders',
    path: '/api/v1/withdraw/query_by_login_name',
    client: 'main',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'withdraw.create',
    path: '/api/v1/withdraw/create',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    summary: 'withdrawPassword RSA-encrypted',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'withdraw.cancel',
    path: '/api/v1/withdraw/cancel',
    client: 'main',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'withdraw.methods',
    path: '/api/v1/withdraw/queryWithdrawMethod_v2',
    client: 'main',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'withdraw.limits',
    path: '/api/v1/withdraw/queryLimit',
    client: 'main',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
