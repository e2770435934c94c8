/** Pachinko / pachislot machines with their state and recent hits. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineCard } from '@casino/ui/machine-card';
import type { MachineVM } from '../api/types';

function MachineListView({
  machines,
  loggedIn,
  onPlay,
}: {
  machines: MachineVM[];
  loggedIn: boolean;
  onPlay: (m: MachineVM) => void;
}) {
  const { t, i18n } = useTranslation('lobby');
  const nf = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'ja-JP');
  return (
    <ul className="game-list game-list--machines" data-testid="machine-list">
      {machines.map((m) => (
        <li key={m.machineId}>
          <MachineCard
            name={m.gameName}
            machineNo={m.machineNo}
            state={m.state}
            stateLabel={t(`machine.state.${m.state}`)}
            imageUrl={m.imageUrl}
            stats={[
              { label: t('machine.bonusCount'), value: `${nf.format(m.bigHits)} / ${nf.format(m.regHits)}` },
              { label: t('machine.totalSpins'), value: nf.format(m.totalSpins) },
              { label: t('machine.sinceLastHit'), value: nf.format(m.currentSpins) },
              { label: t('machine.maxPayout'), value: nf.format(m.maxPayout) },
            ]}
            recentHits={m.recentHits
              .slice(0, 6)
              .map((h) => `${t(`hitKind.${h.kind}`)} ${nf.format(h.spins)}`)}
            recentHitsLabel={t('machine.recentHits')}
            actions={
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={m.state === 'closed' || m.state === 'reserved'}
                onClick={() => onPlay(m)}
                aria-label={`${loggedIn ? t('game.play') : t('game.loginToPlay')}: ${m.gameName} No.${m.machineNo}`}
              >
                {loggedIn ? t('game.play') : t('game.loginToPlay')}
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** Memoised: a lobby update that does not change its props (another query's answer) skips it. */
export const MachineList = memo(MachineListView);
