/**
 * The guess game: tags, the open games with their options and odds, a stake with the estimated reward
 * (asked from the platform as the player types), the bet (with the PC app id on large screens and the
 * general one otherwise, from common config), the player's bets and prizes with claim, the top lists
 * and past results.
 */
import type { Language } from '@casino/shared/rules/constants';
import { memo, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuessGame } from '@casino/shared/schemas/guess-game';
import { GUESS_GAME_STATUS } from '@casino/shared/rules/statuses';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer, useRefreshSession } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { ListCard } from '../components/list-card';
import { TagChips } from '../components/tag-chips';
import { DataTable } from '../../../components/ui/data-table';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';

const LARGE_SCREEN = '(min-width: 1024px)';
/** How long the common config (the app ids) is taken as current. */
const CONFIG_STALE_MS = 10 * 60_000;

export function GuessPage() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const player = useIsPlayer();
  const [tagId, setTagId] = useState<string | null>(null);
  const tags = trpc.guessgame.tagList.useQuery({});
  const games = trpc.guessgame.gameList.useQuery({
    pageNo: 1,
    pageSize: 20,
    status: GUESS_GAME_STATUS.open,
    ...(tagId ? { tagId } : {}),
  });
  const results = trpc.guessgame.openRecordPage.useQuery({
    pageNo: 1,
    pageSize: 10,
    ...(tagId ? { tagId } : {}),
  });
  const topGuessers = trpc.guessgame.customerGuessTop.useQuery({ size: 10 });
  const topWinners = trpc.guessgame.customerBonusTop.useQuery({ size: 10 }, { enabled: player });
  // The app ids a bet names (GuessGameCard reads them when the bet is placed): asked for once, for a
  // player, rather than by every card.
  trpc.common.config.useQuery({}, { staleTime: CONFIG_STALE_MS, enabled: player });
  // The cards (a dozen forms) render from a deferred copy of the answer: in a transition React can
  // slice, not in the one task that takes the answer in (a long task on a phone). Until that copy
  // has the cards the page shows what it showed before they came.
  const shownGames = useDeferredValue(games.data);
  const gamesPending = games.isPending || (games.data !== undefined && shownGames === undefined);

  return (
    <div className="promo-stack">
      <TagChips
        label={t('guess.tags')}
        value={tagId}
        onChange={setTagId}
        tags={tags.data?.list}
        render={(tg) => (
          <>
            {tg.name} <span className="num promo-card__muted">{tg.gameCount}</span>
          </>
        )}
      />
      {gamesPending ? (
        <LoadingBlock />
      ) : (shownGames?.list.length ?? 0) === 0 ? (
        <EmptyState title={t('common.empty')} />
      ) : (
        <ul className="card-grid promo-grid">
          {shownGames?.list.map((g) => (
            <li key={g.gameId}>
              <GuessGameCard game={g} player={player} lng={lng} />
            </li>
          ))}
        </ul>
      )}
      {/* The rest waits for the games: drawn under the loading box, it was pushed down a whole
          screen when their cards came (layout shift). */}
      {gamesPending ? null : (
        <>
          {player ? <MyGuessRecords /> : <LoginPrompt />}
          <div className="promo-two">
            <Card title={t('guess.topGuessers')} id="top-guessers" level={2}>
              <TopList rows={topGuessers.data?.list ?? []} />
            </Card>
            {player ? (
              <Card title={t('guess.topWinners')} id="top-winners">
                <TopList rows={topWinners.data?.list ?? []} money />
              </Card>
            ) : null}
          </div>
          <ListCard title={t('guess.openRecords')} id="guess-results" rows={results.data?.list}>
            {(rows) => (
              <DataTable columns={[t('common.time'), t('guess.tags'), t('guess.result'), t('guess.odds')]}>
                {rows.map((r) => (
                  <tr key={r.gameId}>
                    <td>{formatDateTime(r.settleTime, lng)}</td>
                    <td>
                      {r.tagName} · {r.title}
                    </td>
                    <td>{r.resultName}</td>
                    <td className="num">×{r.resultOdds}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </ListCard>
        </>
      )}
    </div>
  );
}

function TopList({
  rows,
  money: isMoney,
}: {
  rows: { rank: number; maskedName: string; value: string; currency: string }[];
  money?: boolean;
}) {
  const { t } = useTranslation('promotions');
  if (rows.length === 0) return <EmptyState title={t('common.empty')} />;
  return (
    <ol className="promo-top">
      {rows.map((r) => (
        <li key={r.rank}>
          <span className="promo-top__rank num">{r.rank}</span>
          <span className="promo-top__name">{r.maskedName}</span>
          <span className="num">{isMoney ? money(r.value, r.currency) : r.value}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One open game: memoised, so an answer that leaves its game as it was (structural sharing keeps the
 * object) does not render it again. Its estimate is asked for once an option is chosen (GuessEstimate),
 * not observed by every card from the start.
 */
const GuessGameCard = memo(function GuessGameCard({
  game,
  player,
  lng,
}: {
  game: GuessGame;
  player: boolean;
  lng: Language;
}) {
  const { t } = useTranslation('promotions');
  const id = useId();
  const [optionId, setOptionId] = useState<string | null>(null);
  const [amount, setAmount] = useState(game.minBet.replace(/\.0+$/, ''));
  const stake = useDeferredValue(amount.trim());
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const validStake = /^\d{1,15}(\.\d{1,8})?$/.test(stake) && Number(stake) > 0;
  const bet = trpc.guessgame.bet.useMutation({
    onSuccess: () => {
      toast.success(t('guess.betPlaced'));
      void utils.guessgame.guessBetPage.invalidate();
      void utils.guessgame.gameList.invalidate();
      void refresh();
    },
  });
  const placeBet = async (chosen: string) => {
    // The page asked for the config already; a bet placed before it answered waits for it.
    const config = await utils.common.config.ensureData({}, { staleTime: CONFIG_STALE_MS });
    const large = window.matchMedia(LARGE_SCREEN).matches;
    const appId = (large ? config.pcAppId : config.generalAppId) ?? config.generalAppId ?? '';
    bet.mutate({ gameId: game.gameId, optionId: chosen, amount: stake, appId });
  };
  return (
    <article className="promo-card" aria-labelledby={`${id}-title`}>
      <div className="promo-card__body">
        <div className="row-between promo-card__row">
          <Badge tone="accent">{game.tagName}</Badge>
          <span className="promo-card__muted">
            {t('guess.closesAt', { date: formatDateTime(game.betEndTime, lng) })}
          </span>
        </div>
        <h2 className="promo-card__title" id={`${id}-title`}>
          {game.title}
        </h2>
        {game.description ? <p className="promo-card__text">{game.description}</p> : null}
        <fieldset className="guess-options">
          <legend className="visually-hidden">{t('guess.choose')}</legend>
          {game.options.map((o) => (
            <label
              key={o.optionId}
              className="guess-option"
              data-checked={optionId === o.optionId || undefined}
            >
              <input
                type="radio"
                name={`${id}-opt`}
                value={o.optionId}
                checked={optionId === o.optionId}
                onChange={() => setOptionId(o.optionId)}
              />
              <span className="guess-option__name">{o.name}</span>
              <span className="guess-option__odds num">
                <span className="visually-hidden">{t('guess.odds')} </span>×{o.odds}
              </span>
            </label>
          ))}
        </fieldset>
        {player ? (
          <form
            className="guess-bet"
            onSubmit={(e) => {
              e.preventDefault();
              if (!optionId || !validStake) return;
              // A config that cannot be had is told by the central error handler (the query cache's).
              placeBet(optionId).catch(() => undefined);
            }}
          >
            <label className="guess-bet__field">
              <span>
                {t('guess.stake')} ({game.currency})
              </span>
              <input
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby={`${id}-est`}
              />
            </label>
            <p className="guess-bet__estimate" id={`${id}-est`} aria-live="polite">
              {t('guess.estimate')}:{' '}
              <strong className="num" data-testid="estimate">
                {optionId !== null && validStake ? (
                  <GuessEstimate gameId={game.gameId} optionId={optionId} stake={stake} />
                ) : (
                  NO_ESTIMATE
                )}
              </strong>
            </p>
            <Button type="submit" disabled={!optionId || !validStake} loading={bet.isPending}>
              {t('guess.bet')}
            </Button>
          </form>
        ) : null}
      </div>
    </article>
  );
});

const NO_ESTIMATE = '—';

/** The reward the platform estimates for a stake on an option, asked for as the player types. */
function GuessEstimate({ gameId, optionId, stake }: { gameId: string; optionId: string; stake: string }) {
  const estimate = trpc.guessgame.estimateReward.useQuery({ gameId, optionId, amount: stake });
  return estimate.data ? money(estimate.data.estimatedReward, estimate.data.currency) : NO_ESTIMATE;
}

function MyGuessRecords() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const bets = trpc.guessgame.guessBetPage.useQuery({ pageNo: 1, pageSize: 10 });
  const prizes = trpc.guessgame.prizeRecordPage.useQuery({ pageNo: 1, pageSize: 10 });
  const claim = trpc.guessgame.claimPrize.useMutation({
    onSuccess: (r) => {
      toast.success(`${t('common.claimSuccess')} ${money(r.prizeAmount, r.currency)}`);
      void utils.guessgame.prizeRecordPage.invalidate();
      void utils.guessgame.guessBetPage.invalidate();
      void refresh();
    },
  });
  const statusText = (s: 0 | 1 | 2 | 3) =>
    s === 0 ? t('guess.pending') : s === 1 ? t('guess.won') : s === 2 ? t('guess.lost') : t('guess.refunded');
  return (
    <div className="promo-two">
      <ListCard title={t('guess.myBets')} id="my-bets" rows={bets.data?.list}>
        {(rows) => (
          <ul className="promo-list" data-testid="my-bets">
            {rows.map((b) => (
              <li key={b.betId}>
                <span>
                  {b.gameTitle} · {b.optionName} ×{b.odds}
                </span>
                <span className="num">{money(b.amount, b.currency)}</span>
                <span className="promo-card__muted">
                  {statusText(b.status)} · {formatDateTime(b.betTime, lng)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListCard>
      <ListCard title={t('guess.prizes')} id="my-prizes" rows={prizes.data?.list}>
        {(rows) => (
          <ul className="promo-list">
            {rows.map((b) => (
              <li key={b.betId}>
                <span>
                  {b.gameTitle} · {b.optionName}
                </span>
                <span className="num">{money(b.prizeAmount ?? b.estimatedReward, b.currency)}</span>
                {b.claimStatus === 0 ? (
                  <Button
                    size="sm"
                    onClick={() => claim.mutate({ betId: b.betId })}
                    loading={claim.isPending && claim.variables?.betId === b.betId}
                  >
                    {t('common.claim')}
                  </Button>
                ) : (
                  <Badge tone="success">{t('common.claimed')}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListCard>
    </div>
  );
}
