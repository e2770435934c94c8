/**
 * Missions: tags with the count of prizes still to win (mission tag availablePrizeCount), each tag's
 * tasks with progress, join (status 2 = active) and the whitelist step where a task needs it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@casino/shared/schemas/mission';
import { TASK_STATUS } from '@casino/shared/rules/statuses';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { PromoCardIntro } from '../components/promo-card-intro';
import { TagChips } from '../components/tag-chips';
import { money } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';

export function TasksPage() {
  const { t } = useTranslation('promotions');
  const player = useIsPlayer();
  const [tagId, setTagId] = useState<string | null>(null);
  const tags = trpc.task.tags.useQuery({});
  const display = trpc.task.checkDisplay.useQuery(tagId ? { tagId } : {}, { enabled: player });
  const countOf = (id: string) => display.data?.tags.find((x) => x.tagId === id)?.availablePrizeCount ?? 0;
  return (
    <div className="promo-stack">
      <TagChips
        label={t('tabs.tasks')}
        value={tagId}
        onChange={setTagId}
        tags={tags.data?.list}
        render={(tg) => (
          <>
            {tg.name}
            {player && countOf(tg.tagId) > 0 ? (
              <span
                className="promo-count num"
                aria-label={t('tasks.available', { count: countOf(tg.tagId) })}
              >
                {countOf(tg.tagId)}
              </span>
            ) : null}
          </>
        )}
      />
      {!player ? (
        <LoginPrompt />
      ) : display.isPending ? (
        <LoadingBlock />
      ) : (display.data?.tasks.length ?? 0) === 0 ? (
        <EmptyState title={t('common.empty')} />
      ) : (
        <ul className="card-grid promo-grid">
          {display.data?.tasks.map((task) => (
            <li key={task.taskId}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TaskCard({ task }: { task: Task }) {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const utils = trpc.useUtils();
  const done = () => void utils.task.checkDisplay.invalidate();
  const apply = trpc.task.apply.useMutation({ onSuccess: () => (toast.success(t('tasks.applied')), done()) });
  const whitelist = trpc.task.whitelistSave.useMutation({ onSuccess: done });
  const target = Number(task.target) || 0;
  const pct = target > 0 ? (Number(task.progress) / target) * 100 : 0;
  const amounts = task.kind !== 'betCount';
  return (
    <article className="promo-card">
      <div className="promo-card__body">
        <div className="row-between promo-card__row">
          {task.status === TASK_STATUS.active ? <Badge tone="success">{t('tasks.applied')}</Badge> : null}
          {task.status === TASK_STATUS.rewarded ? <Badge tone="accent">{t('tasks.done')}</Badge> : null}
          <span className="promo-card__muted">{formatDate(task.endTime, lng)}</span>
        </div>
        <PromoCardIntro
          promo={task}
          figureLabel={t('common.reward')}
          figure={money(task.rewardAmount, task.rewardCurrency)}
        />
        {task.status === TASK_STATUS.active || task.status === TASK_STATUS.rewarded ? (
          <ProgressBar
            value={pct}
            label={t('tasks.progress')}
            valueText={
              amounts
                ? `${money(task.progress, task.currency)} / ${money(task.target, task.currency)}`
                : `${task.progress} / ${task.target}`
            }
          />
        ) : null}
        {task.status === TASK_STATUS.available ? (
          task.needWhitelist && !task.whitelisted ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => whitelist.mutate({ taskId: task.taskId })}
              loading={whitelist.isPending}
            >
              {t('tasks.whitelist')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => apply.mutate({ taskId: task.taskId })} loading={apply.isPending}>
              {t('tasks.apply')}
            </Button>
          )
        ) : null}
      </div>
    </article>
  );
}
