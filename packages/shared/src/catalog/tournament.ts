import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const tournamentCatalog = [
  endpoint({
    procedure: 'tournament.list',
    path: '/api/phoenix/prom/open/tournament/list',
    client: 'second',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'tournament.detail',
    path: '/api/phoenix/prom/open/tournament/detail',
    client: 'second',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'tournament.rank',
    path: '/api/phoenix/prom/tournament/customer/rank',
    client: 'second',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'tournament.allJoinRecord',
    path: '/api/phoenix/prom/tournament/customer/alljoinRecord',
    client: 'second',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'tournament.joinRecord',
    path: '/api/phoenix/prom/tournament/customer/joinRecord',
    client: 'second',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'tournament.claimPrize',
    path: '/api/phoenix/prom/tournament/claimPrize',
    client: 'second',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
