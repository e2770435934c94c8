/** Pachinko / pachislot machines with their state and recent hits. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineCard } from '@casino/ui/machine-card';
import { formatCount } from '@casino/shared/rules/format';
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
  const { t } = useTranslation('lobby');
  return (
    <ul className="card-grid game-list game-list--machines" data-testid="machine-list">
      {machines.map((m) => (
        <li key={m.machineId}>
          <MachineCard
            name={m.gameName}
            machineNo={m.machineNo}
            state={m.state}
            stateLabel={t(`machine.state.${m.state}`)}
            imageUrl={m.imageUrl}
            stats={[
              {
                label: t('machine.bonusCount'),
                value: `${formatCount(m.bigHits)} / ${formatCount(m.regHits)}`,
              },
              { label: t('machine.totalSpins'), value: formatCount(m.totalSpins) },
              { label: t('machine.sinceLastHit'), value: formatCount(m.currentSpins) },
              { label: t('machine.maxPayout'), value: formatCount(m.maxPayout) },
            ]}
            recentHits={m.recentHits
              .slice(0, 6)
              .map((h) => `${t(`hitKind.${h.kind}`)} ${formatCount(h.spins)}`)}
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
