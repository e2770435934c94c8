/**
 * Free spins: the offers the player may apply for, and the free spin wallets (spins left, winnings)
 * with a play button that opens the free spin game.
 *
 * The game's dialog stays mounted beside whatever the page shows (loading, login prompt, lists), and
 * its frame keeps the address it opened with: a refetch of the lists or the session (after applying,
 * on focus) never reloads the game under the player's finger (a reload would lose a spin in flight).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer, useRefreshSession } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { money } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { GAME_SANDBOX } from '../../../lib/game-frame';

export function FreeSpinsPage() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const player = useIsPlayer();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const [playing, setPlaying] = useState<{ url: string; name: string } | null>(null);
  const list = trpc.activity.freeSpinList.useQuery({}, { enabled: player });
  const vip = trpc.account.levelProcess.useQuery({}, { enabled: player });
  const apply = trpc.activity.applyFreeSpin.useMutation({
    onSuccess: () => {
      toast.success(t('freeSpins.applied'));
      void utils.activity.freeSpinList.invalidate();
      void refresh();
    },
  });
  const game = (
    <FreeSpinGame
      playing={playing}
      onClose={() => {
        setPlaying(null);
        void utils.activity.freeSpinList.invalidate();
        void refresh();
      }}
    />
  );
  if (!player)
    return (
      <Page game={game}>
        <LoginPrompt />
      </Page>
    );
  if (list.isPending || vip.isPending)
    return (
      <Page game={game}>
        <LoadingBlock />
      </Page>
    );
  // Only the offers this player can take: a Gold-only offer is not shown below Gold.
  const level = vip.data?.vipLevel ?? 0;
  const offers = (list.data?.list ?? []).filter((o) => o.status === 0 && o.minVipLevel <= level);
  const wallets = list.data?.wallets ?? [];
  return (
    <Page game={game}>
      <Card title={t('freeSpins.wallets')} id="fs-wallets">
        {wallets.length === 0 ? (
          <EmptyState title={t('common.empty')} />
        ) : (
          <ul className="promo-list" data-testid="free-spin-wallets">
            {wallets.map((w) => (
              <li key={w.refBonusId}>
                <span>
                  <strong>{w.gameName}</strong> · {t('freeSpins.rounds', { count: w.roundNum })}
                </span>
                <span className="num promo-card__muted">
                  {t('freeSpins.won')}: {money(w.winAmount, w.currency)}
                </span>
                <Button
                  size="sm"
                  disabled={w.roundNum === 0}
                  onClick={() => setPlaying({ url: w.gameUrl, name: w.gameName })}
                >
                  {t('freeSpins.play')}
                  <span className="visually-hidden">: {w.gameName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('freeSpins.offers')} id="fs-offers">
        {offers.length === 0 ? (
          <EmptyState title={t('common.empty')} />
        ) : (
          <ul className="card-grid promo-grid">
            {offers.map((o) => (
              <li key={o.freeSpinId}>
                <article className="promo-card">
                  <div className="promo-card__body">
                    <h2 className="promo-card__title">{o.name}</h2>
                    <p className="promo-card__text">
                      {o.gameName} · {t('freeSpins.rounds', { count: o.roundNum })} ·{' '}
                      {money(o.betAmount, o.currency)}
                    </p>
                    <p className="promo-card__muted">
                      {t('freeSpins.expires', { date: formatDate(o.expireTime, lng) })}
                    </p>
                    <Button
                      size="sm"
                      onClick={() => apply.mutate({ freeSpinId: o.freeSpinId })}
                      loading={apply.isPending && apply.variables?.freeSpinId === o.freeSpinId}
                    >
                      {t('freeSpins.apply')}
                      <span className="visually-hidden">: {o.name}</span>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}

/** The page's content and, always in the same place after it, the game dialog (never remounted). */
function Page({ children, game }: { children: ReactNode; game: ReactNode }) {
  return (
    <div className="promo-stack">
      {children}
      {game}
    </div>
  );
}

function FreeSpinGame({
  playing,
  onClose,
}: {
  playing: { url: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={playing !== null} onClose={onClose} title={playing?.name ?? ''} wide name="free-spin-game">
      {playing ? (
        <iframe
          key={playing.url}
          className="fs-frame"
          src={playing.url}
          title={playing.name}
          allow="autoplay; fullscreen"
          sandbox={GAME_SANDBOX}
        />
      ) : null}
    </Dialog>
  );
}
