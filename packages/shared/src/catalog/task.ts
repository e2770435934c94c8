import { z } from 'zod';
import { endpoint, PENDING_SCHEMA } from './define';

export const taskCatalog = [
  endpoint({
    procedure: 'task.tags',
    path: '/api/phoenix/prom/open/task/queryTaskTags',
    client: 'second',
    access: 'public',
    kind: 'query',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'task.checkDisplay',
    path: '/api/phoenix/prom/task/checkDisplay',
    client: 'second',
    access: 'player',
    kind: 'query',
    summary: 'mission tag availablePrizeCount',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'task.apply',
    path: '/api/phoenix/prom/task/apply',
    client: 'second',
    access: 'player',
    kind: 'mutation',
    summary: 'status 2 = active task',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
  endpoint({
    procedure: 'task.whitelistSave',
    path: '/api/phoenix/prom/act/task/whitelist/save',
    client: 'second',
    access: 'player',
    kind: 'mutation',
    input: PENDING_SCHEMA,
    output: PENDING_SCHEMA,
    flags: {  },
  }),
] as const;

void z;
