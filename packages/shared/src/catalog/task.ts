import { z } from 'zod';
import { endpoint } from './define';
import { listSchema, noInputSchema } from '../schemas/page';
import { idSchema, epochMsSchema } from '../schemas/promo-common';
import { missionTagSchema, taskSchema, taskTagSchema } from '../schemas/mission';

export const taskCatalog = [
  endpoint({
    procedure: 'task.tags',
    path: '/api/phoenix/prom/open/task/queryTaskTags',
    access: 'public',
    kind: 'query',
    input: noInputSchema,
    output: listSchema(taskTagSchema),
    flags: { cache: { per: 'language', ttl: 'public' } },
  }),
  endpoint({
    procedure: 'task.checkDisplay',
    path: '/api/phoenix/prom/task/checkDisplay',
    access: 'player',
    kind: 'query',
    summary: 'mission tag availablePrizeCount',
    /** The tasks of one tag; every tag's tasks when absent. */
    input: z.object({ tagId: idSchema.optional() }),
    output: z.object({
      /** False when the player has no task to show (the client hides the mission entry). */
      display: z.boolean(),
      tags: z.array(missionTagSchema),
      tasks: z.array(taskSchema),
    }),
    flags: {},
  }),
  endpoint({
    procedure: 'task.apply',
    path: '/api/phoenix/prom/task/apply',
    access: 'player',
    kind: 'mutation',
    summary: 'status 2 = active task',
    input: z.object({ taskId: idSchema }),
    output: taskSchema,
    flags: {},
  }),
  endpoint({
    procedure: 'task.whitelistSave',
    path: '/api/phoenix/prom/act/task/whitelist/save',
    access: 'player',
    kind: 'mutation',
    /** Puts the player on a task's whitelist (tasks with needWhitelist can be applied after). */
    input: z.object({ taskId: idSchema }),
    output: z.object({ taskId: idSchema, whitelisted: z.literal(true), saveTime: epochMsSchema }),
    flags: {},
  }),
] as const;
