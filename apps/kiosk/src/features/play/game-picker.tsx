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
import type { GridCandidate } from '@casino/ui/use-multi-grid';
import { trpc } from '../../lib/trpc';

type Tab = (typeof MULTI_MODE_PLATFORMS)[number] | 'machines';

export function GamePicker(props: {
  openKeys: Set<string>;
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
            <MachineList openKeys={props.openKeys} onPick={props.onPick} />
          ) : (
            <PlatformGames platformCode={tab} openKeys={props.openKeys} onPick={props.onPick} />
          )}
        </div>
      </section>
    </div>
  );
}

function PlatformGames(props: {
  platformCode: string;
  openKeys: Set<string>;
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
      {list.map((g) => {
        const key = `${g.platformCode}:${g.gameId}`;
        const opened = props.openKeys.has(key);
        return (
          <li key={key}>
            <GameCard
              name={g.gameName}
              provider={g.providerCode}
              imageUrl={g.imageUrl}
              badges={g.labels}
              actions={
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={opened}
                  aria-label={`${t('play.open')}: ${g.gameName}`}
                  onClick={() =>
                    props.onPick({ platformCode: g.platformCode, gameId: g.gameId, name: g.gameName })
                  }
                >
                  {opened ? t('play.opened') : t('play.open')}
                </button>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function MachineList(props: { openKeys: Set<string>; onPick: (c: GridCandidate) => void }) {
  const { t } = useTranslation('kiosk');
  const q = trpc.games.kamikazeMachineList.useQuery({ pageNo: 1, pageSize: 48 }, { staleTime: 15_000 });
  if (q.isPending) return <p className="picker__empty">{t('play.loading')}</p>;
  const list = q.data?.list ?? [];
  if (!list.length) return <p className="picker__empty">{t('play.noGames')}</p>;
  return (
    <ul className="picker__grid">
      {list.map((m) => {
        const key = `${m.platformCode}:${m.gameId}`;
        const opened = props.openKeys.has(key);
        return (
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
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={opened || m.state !== 'free' || !m.supMultiMode}
                  aria-label={`${t('play.open')}: ${m.gameName} ${t('play.machineNo', { no: m.machineNo })}`}
                  onClick={() =>
                    props.onPick({ platformCode: m.platformCode, gameId: m.gameId, name: m.gameName })
                  }
                >
                  {opened ? t('play.opened') : t('play.open')}
                </button>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
