import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const lotteryCatalog = [
  endpoint({
    procedure: 'lottery.config',
    path: '/api/phoenix/prom/open/act/lot/config',
    client: 'second',
    access: 'public',
    kind: 'query',
    summary: 'ignore configs with actCode below 20241008',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'lottery.configList',
    path: '/api/phoenix/prom/open/act/lot/config/list',
    client: 'second',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'lottery.prize',
    path: '/api/phoenix/prom/open/act/lot/prize',
    client: 'second',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'lottery.customerLotNum',
    path: '/api/phoenix/prom/act/lot/queryCustomerLotNum',
    client: 'second',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'lottery.receiveTickets',
    path: '/api/phoenix/prom/act/lot/receiveLotteryTickets',
    client: 'second',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'lottery.page',
    path: '/api/phoenix/prom/act/lot/page',
    client: 'second',
    access: 'player',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
