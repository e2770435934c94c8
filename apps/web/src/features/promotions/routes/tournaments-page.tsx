/**
 * Tournaments: the list (everyone), a tournament's detail with its leaderboard (everyone), the
 * player's rank and entries, the tournaments they joined, and claiming a prize once it ended.
 */
import type { Language } from '@casino/shared/rules/constants';
import { TOURNAMENTS_FIRST_PAGE, TOURNAMENTS_FIRST_ROW } from '@casino/shared/rules/first-screen';
import { useParams, Link } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@casino/shared/schemas/tournament';
import { PRIZE_CLAIM_STATUS } from '@casino/shared/rules/statuses';
import { useProviderNames } from '../../../lib/provider-names';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer, useRefreshSession } from '../../../lib/auth';
import { useLng, useLocalize } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { PromoCardIntro } from '../components/promo-card-intro';
import { ListTable } from '../components/list-card';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';

function StatusBadge({ status }: { status: 0 | 1 | 2 }) {
  const { t } = useTranslation('promotions');
  const key = status === 0 ? 'upcoming' : status === 1 ? 'running' : 'ended';
  return (
    <Badge tone={status === 1 ? 'success' : status === 0 ? 'accent' : 'neutral'}>{t(`status.${key}`)}</Badge>
  );
}

export function TournamentsPage() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const to = useLocalize();
  const player = useIsPlayer();
  const list = trpc.tournament.list.useQuery(TOURNAMENTS_FIRST_PAGE);
  const joined = trpc.tournament.allJoinRecord.useQuery({ pageNo: 1, pageSize: 20 }, { enabled: player });
  if (list.isPending) return <LoadingBlock />;
  const items = list.data?.list ?? [];
  return (
    <div className="promo-stack">
      {items.length === 0 ? <EmptyState title={t('common.empty')} /> : null}
      <ul className="card-grid promo-grid">
        {items.map((tm, i) => (
          <li key={tm.tournamentId}>
            <TournamentCard
              tm={tm}
              href={to(`/promotions/tournaments/${tm.tournamentId}`)}
              lng={lng}
              first={i < TOURNAMENTS_FIRST_ROW}
            />
          </li>
        ))}
      </ul>
      <ListTable
        title={t('tournament.allRecords')}
        id="joined"
        rows={joined.data?.list}
        mine
        columns={[t('tabs.tournaments'), t('tournament.rank'), t('tournament.score'), t('tournament.prize')]}
        row={(j) => (
          <tr key={j.tournamentId}>
            <td>
              <Link to={to(`/promotions/tournaments/${j.tournamentId}`)}>{j.tournamentName}</Link>
            </td>
            <td className="num">{j.rank ?? '—'}</td>
            <td className="num">{money(j.score, j.currency)}</td>
            <td className="num">{j.prizeAmount ? money(j.prizeAmount, j.currency) : '—'}</td>
          </tr>
        )}
      />
    </div>
  );
}

function TournamentCard({
  tm,
  href,
  lng,
  first,
}: {
  tm: Tournament;
  href: string;
  lng: Language;
  first: boolean;
}) {
  const { t } = useTranslation('promotions');
  return (
    <article className="promo-card">
      {tm.bannerUrl ? (
        <img
          className="promo-card__img"
          src={tm.bannerUrl}
          alt=""
          width={640}
          height={240}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <div className="promo-card__body">
        <div className="row-between promo-card__row">
          <StatusBadge status={tm.status} />
          <span className="promo-card__muted">
            {formatDateTime(tm.startTime, lng)} – {formatDateTime(tm.endTime, lng)}
          </span>
        </div>
        <PromoCardIntro
          promo={tm}
          figureLabel={t('tournament.prizePool')}
          figure={money(tm.prizePool, tm.currency)}
        />
        <Link to={href} className="btn btn--secondary btn--sm">
          {t('common.details')}
          <span className="visually-hidden">: {tm.name}</span>
        </Link>
      </div>
    </article>
  );
}

export function TournamentDetailPage() {
  const { t } = useTranslation('promotions');
  const { id = '' } = useParams();
  const lng = useLng();
  const to = useLocalize();
  const player = useIsPlayer();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const detail = trpc.tournament.detail.useQuery({ tournamentId: id });
  const rank = trpc.tournament.rank.useQuery({ tournamentId: id }, { enabled: player });
  const records = trpc.tournament.joinRecord.useQuery(
    { tournamentId: id, pageNo: 1, pageSize: 10 },
    { enabled: player },
  );
  const providerName = useProviderNames(Boolean(detail.data?.platformCodes.length));
  const claim = trpc.tournament.claimPrize.useMutation({
    onSuccess: (r) => {
      toast.success(`${t('common.claimSuccess')} ${money(r.amount, r.currency)}`);
      void utils.tournament.rank.invalidate();
      void utils.tournament.allJoinRecord.invalidate();
      void refresh();
    },
  });
  if (detail.isPending) return <LoadingBlock />;
  const tm = detail.data;
  if (!tm) return <EmptyState title={t('common.empty')} />;
  const mine = rank.data;
  return (
    <div className="promo-stack">
      <Link to={to('/promotions')} className="promo-back">
        ← {t('common.back')}
      </Link>
      <Card
        title={tm.name}
        subtitle={`${formatDateTime(tm.startTime, lng)} – ${formatDateTime(tm.endTime, lng)}`}
        id="tournament"
        actions={<StatusBadge status={tm.status} />}
      >
        <p>{tm.description}</p>
        <dl className="dl">
          <dt>{t('tournament.prizePool')}</dt>
          <dd className="num">{money(tm.prizePool, tm.currency)}</dd>
          <dt>{t('tournament.games')}</dt>
          <dd>
            {tm.platformCodes.length > 0
              ? [...new Set(tm.platformCodes.map(providerName))].join(', ')
              : tm.gameTypes.map((g) => t(`lobby:nav.${g}`)).join(', ') || '—'}
          </dd>
        </dl>
        {tm.rules.length > 0 ? (
          <>
            <h3 className="promo-sub">{t('tournament.rules')}</h3>
            <ul className="promo-rules">
              {tm.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Card>
      <Card title={t('tournament.myRank')} id="my-rank">
        {!player ? (
          <LoginPrompt />
        ) : mine?.rank ? (
          <div className="promo-myrank">
            <p className="promo-myrank__rank num" data-testid="my-rank">
              #{mine.rank}
            </p>
            <p className="num">
              {t('tournament.score')}: {money(mine.score, mine.currency)}
            </p>
            {mine.prizeAmount ? (
              <p className="num">
                {t('tournament.prize')}: {money(mine.prizeAmount, mine.currency)}
              </p>
            ) : null}
            {mine.claimStatus === PRIZE_CLAIM_STATUS.claimable ? (
              <Button onClick={() => claim.mutate({ tournamentId: id })} loading={claim.isPending}>
                {t('tournament.claimPrize')}
              </Button>
            ) : mine.claimStatus === PRIZE_CLAIM_STATUS.claimed ? (
              <Badge tone="success">{t('common.claimed')}</Badge>
            ) : null}
          </div>
        ) : (
          <p className="promo-card__muted">{t('tournament.notRanked')}</p>
        )}
      </Card>
      <ListTable
        title={t('tournament.leaderboard')}
        id="leaderboard"
        rows={tm.topList}
        columns={[t('tournament.rank'), t('tournament.player'), t('tournament.score'), t('tournament.prize')]}
        row={(r) => (
          <tr key={r.rank}>
            <td className="num">{r.rank}</td>
            <td>{r.maskedName}</td>
            <td className="num">{money(r.score, tm.currency)}</td>
            <td className="num">{r.prizeAmount ? money(r.prizeAmount, tm.currency) : '—'}</td>
          </tr>
        )}
      />
      <ListTable
        title={t('tournament.joinRecords')}
        id="records"
        rows={records.data?.list}
        mine
        columns={[t('common.time'), t('common.amount'), t('tournament.score')]}
        row={(r) => (
          <tr key={r.roundId}>
            <td>{formatDateTime(r.betTime, lng)}</td>
            <td className="num">{money(r.betAmount, tm.currency)}</td>
            <td className="num">{money(r.score, tm.currency)}</td>
          </tr>
        )}
      />
    </div>
  );
}
