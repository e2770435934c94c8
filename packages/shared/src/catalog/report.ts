import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const reportCatalog = [
  endpoint({
    procedure: 'report.sumFullLifecycle',
    path: '/report/player_order_stat/sum_full_lifecycle',
    client: 'main',
    access: 'player',
    kind: 'query',
    summary: 'silent errors',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: { silentErrors: true },
  }),
] as const;

void z;
