/**
 * Picking a machine: one tab per multi-mode platform (JPT, JPT2, ISLOT, KAMIKAZE, IPACHIN, PCB, PNG,
 * from the shared constants) listing its multi-mode games, and a tab with the pachinko and pachislot
 * machines of the hall floor (state, spins, recent hits), where a free machine is picked.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '@casino/ui/game-card';
import { MachineCard } from '@casino/ui/machine-card';
import { MULTI_MODE_PLATFORMS } from '@casino/shared/rules/constants';
import { canAddGame, CANNOT_ADD_MESSAGE_KEYS, type MultiModeGame } from '@casino/shared/rules/multi-mode';
import { messageKey } from '../../lib/i18n';
import type { GridCandidate } from '@casino/ui/use-multi-grid';
import { trpc } from '../../lib/trpc';

type Tab = (typeof MULTI_MODE_PLATFORMS)[number] | 'machines';

export function GamePicker(props: {
  /** The games that stay open (for a swap: all but the one being replaced). */
  openGames: MultiModeGame[];
  title: string;
  hint?: string;
  onPick: (c: GridCandidate) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const [tab, setTab] = useState<Tab>(MULTI_MODE_PLATFORMS[0]);
  return (
    <div className="overlay overlay--sheet">
      <section className="picker" role="dialog" aria-modal="true" aria-label={props.title}>
        <header className="picker__head">
          <h2>{props.title}</h2>
          {props.hint ? <p className="picker__hint">{props.hint}</p> : null}
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            {t('play.closePicker')}
          </button>
        </header>
        <div className="tabs tabs--scroll" role="tablist">
          {MULTI_MODE_PLATFORMS.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={tab === p} onClick={() => setTab(p)}>
              {p}
            </button>
          ))}
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'machines'}
            onClick={() => setTab('machines')}
          >
            {t('play.pachinkoMachines')}
          </button>
        </div>
        <div className="picker__list" role="tabpanel">
          {tab === 'machines' ? (
            <MachineList openGames={props.openGames} onPick={props.onPick} />
          ) : (
            <PlatformGames platformCode={tab} openGames={props.openGames} onPick={props.onPick} />
          )}
        </div>
      </section>
    </div>
  );
}

/** The shared multi-machine rule decides whether a game may join, and says why not. */
function PickButton(props: {
  openGames: MultiModeGame[];
  game: MultiModeGame & { name: string };
  label: string;
  extraDisabled?: boolean;
  onPick: (c: GridCandidate) => void;
}) {
  const { t } = useTranslation('kiosk');
  const verdict = canAddGame(props.openGames, props.game, { apple: false });
  const opened = !verdict.ok && verdict.reason === 'duplicate';
  const { platformCode, gameId, name } = props.game;
  return (
    <>
      <button
        type="button"
        className="btn btn--primary"
        disabled={!verdict.ok || props.extraDisabled}
        aria-label={`${t('play.open')}: ${props.label}`}
        onClick={() => props.onPick({ platformCode, gameId: String(gameId), name })}
      >
        {opened ? t('play.opened') : t('play.open')}
      </button>
      {!verdict.ok && !opened ? (
        <p className="picker__why">
          {t(messageKey(CANNOT_ADD_MESSAGE_KEYS[verdict.reason]), { max: verdict.max })}
        </p>
      ) : null}
    </>
  );
}

function PlatformGames(props: {
  platformCode: string;
  openGames: MultiModeGame[];
  onPick: (c: GridCandidate) => void;
}) {
  const { t } = useTranslation('kiosk');
  const q = trpc.games.machineInfoList.useQuery(
    { pageNo: 1, pageSize: 99, platformCode: props.platformCode, supMultiMode: true },
    { staleTime: 60_000 },
  );
  if (q.isPending) return <p className="picker__empty">{t('play.loading')}</p>;
  const list = q.data?.list ?? [];
  if (!list.length) return <p className="picker__empty">{t('play.noGames')}</p>;
  return (
    <ul className="picker__grid">
      {list.map((g) => (
        <li key={`${g.platformCode}:${g.gameId}`}>
          <GameCard
            name={g.gameName}
            provider={g.providerCode}
            imageUrl={g.imageUrl}
            badges={g.labels}
            actions={
              <PickButton
                openGames={props.openGames}
                game={{
                  platformCode: g.platformCode,
                  gameId: g.gameId,
                  supMultiMode: g.supMultiMode,
                  name: g.gameName,
                }}
                label={g.gameName}
                onPick={props.onPick}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

function MachineList(props: { openGames: MultiModeGame[]; onPick: (c: GridCandidate) => void }) {
  const { t } = useTranslation('kiosk');
  const q = trpc.games.kamikazeMachineList.useQuery({ pageNo: 1, pageSize: 48 }, { staleTime: 15_000 });
  if (q.isPending) return <p className="picker__empty">{t('play.loading')}</p>;
  const list = q.data?.list ?? [];
  if (!list.length) return <p className="picker__empty">{t('play.noGames')}</p>;
  return (
    <ul className="picker__grid">
      {list.map((m) => (
        <li key={m.machineId}>
          <MachineCard
            name={m.gameName}
            machineNo={m.machineNo}
            state={m.state}
            stateLabel={t(`play.state.${m.state}`)}
            imageUrl={m.imageUrl}
            stats={[
              { label: t('play.spinsLabel'), value: m.currentSpins.toLocaleString() },
              { label: 'BIG / REG', value: `${m.bigHits} / ${m.regHits}` },
            ]}
            recentHits={m.recentHits.slice(0, 4).map((h) => `${h.kind} ${h.spins}`)}
            recentHitsLabel={t('play.recentHits')}
            actions={
              <PickButton
                openGames={props.openGames}
                game={{
                  platformCode: m.platformCode,
                  gameId: m.gameId,
                  supMultiMode: m.supMultiMode,
                  name: m.gameName,
                }}
                label={`${m.gameName} ${t('play.machineNo', { no: m.machineNo })}`}
                extraDisabled={m.state !== 'free'}
                onPick={props.onPick}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
