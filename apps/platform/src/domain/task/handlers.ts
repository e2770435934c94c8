/** Handlers of the task group: tags, the player's missions (availablePrizeCount), apply, whitelist. */
import { fromUnits } from '@casino/shared/schemas/money';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import { periodOf, taskStore, type TaskDef } from './store';

function taskView(ctx: HandlerContext, t: TaskDef, playerId: string) {
  const s = taskStore(ctx.state);
  const p = s.of(t, playerId, ctx.now);
  const amount = (v: bigint) => (t.kind === 'betCount' ? v.toString() : fromUnits(v));
  return {
    taskId: t.taskId,
    tagId: t.tagId,
    name: ctx.t(t.name),
    description: ctx.t(t.description),
    kind: t.kind,
    status: p.status,
    progress: amount(p.progress),
    target: amount(t.target),
    currency: t.currency,
    rewardAmount: fromUnits(t.reward),
    rewardCurrency: t.rewardCurrency,
    wagerMultiplier: t.wagerMultiplier,
    needWhitelist: t.needWhitelist,
    whitelisted: s.whitelisted(t.taskId, playerId),
    endTime: periodOf(t, ctx.now).end,
    applyTime: p.applyTime,
    completeTime: p.completeTime,
  };
}

export const taskHandlers: GroupHandlers<'task'> = {
  'task.tags': (_input, ctx) => {
    const s = taskStore(ctx.state);
    return {
      list: [...s.tags]
        .sort((a, b) => a.sort - b.sort)
        .map((tag) => ({
          tagId: tag.tagId,
          tagCode: tag.tagCode,
          name: ctx.t(tag.name),
          sort: tag.sort,
          taskCount: s.tasks.filter((t) => t.tagId === tag.tagId && ctx.now < periodOf(t, ctx.now).end)
            .length,
        })),
    };
  },
  'task.checkDisplay': (input, ctx) => {
    const s = taskStore(ctx.state);
    const me = ctx.player();
    const tasks = s.tasks
      .filter((t) => !input.tagId || t.tagId === input.tagId)
      .map((t) => taskView(ctx, t, me.id));
    const tags = [...s.tags]
      .sort((a, b) => a.sort - b.sort)
      .map((tag) => ({
        tagId: tag.tagId,
        tagCode: tag.tagCode,
        name: ctx.t(tag.name),
        availablePrizeCount: s.tasks
          .filter((t) => t.tagId === tag.tagId)
          .filter((t) => {
            const st = s.of(t, me.id, ctx.now).status;
            return st === 1 || st === 2;
          }).length,
      }));
    return { display: tasks.some((t) => t.status !== 4), tags, tasks };
  },
  'task.apply': (input, ctx) => {
    const s = taskStore(ctx.state);
    const me = ctx.player();
    const t = s.task(input.taskId);
    s.apply(t, me.id, ctx.now);
    return taskView(ctx, t, me.id);
  },
  'task.whitelistSave': (input, ctx) => {
    taskStore(ctx.state).saveWhitelist(input.taskId, ctx.player().id);
    return { taskId: input.taskId, whitelisted: true as const, saveTime: ctx.now };
  },
};
