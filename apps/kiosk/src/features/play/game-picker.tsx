/**
 * Picking machines: one tab per multi-mode platform (JPT, JPT2, ISLOT, KAMIKAZE, IPACHIN, PCB, PNG,
 * from the shared constants) listing its multi-mode games, and a tab with the pachinko and pachislot
 * machines of the hall floor (state, spins, recent hits), where a free machine is picked. Games are
 * selected (several at once when adding) and then played together; a game the shared multi-machine
 * rule refuses says why, in the card the customer touched (the spec's three messages). A machine is
 * one place on the floor: only the machine chosen is marked as playing, not every machine of its
 * model.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameCard } from '@casino/ui/game-card';
import { MachineCard } from '@casino/ui/machine-card';
import { MULTI_MODE_PLATFORMS } from '@casino/shared/rules/constants';
import { formatCount } from '@casino/shared/rules/format';
import {
  canAddGame,
  CANNOT_ADD_MESSAGE_KEYS,
  type CannotAddReason,
  type MultiModeGame,
} from '@casino/shared/rules/multi-mode';
import { messageKey } from '../../lib/i18n';
import { useProviderNames } from '../../lib/provider-names';
import { trpc } from '../../lib/trpc';
import type { KioskCandidate } from './use-kiosk-games';

type Tab = (typeof MULTI_MODE_PLATFORMS)[number] | 'machines';

export type OpenGameRef = MultiModeGame & { machineId?: string };

interface Selection {
  selected: KioskCandidate[];
  refused: { id: string; reason: CannotAddReason; max: number } | null;
  toggle: (id: string, c: KioskCandidate & { supMultiMode?: boolean }) => void;
}

const idOf = (c: { platformCode: string; gameId: string | number; machineId?: string }) =>
  c.machineId ?? `${c.platformCode}:${c.gameId}`;

export function GamePicker(props: {
  /** The games that stay open (for a swap: all but the one being replaced). */
  openGames: OpenGameRef[];
  title: string;
  hint?: string;
  /** How many games may be chosen at once (1 for a swap). */
  maxSelect: number;
  onPlay: (chosen: KioskCandidate[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const [tab, setTab] = useState<Tab>(MULTI_MODE_PLATFORMS[0]);
  const providerName = useProviderNames();
  // A tab per platform, named by its provider; a provider's second platform is numbered ("… 2").
  const tabName = (p: string) => {
    const name = providerName(p);
    const same = MULTI_MODE_PLATFORMS.filter((q) => providerName(q) === name);
    const n = same.indexOf(p as (typeof same)[number]);
    return n > 0 ? `${name} ${n + 1}` : name;
  };
  const [selected, setSelected] = useState<KioskCandidate[]>([]);
  const [refused, setRefused] = useState<Selection['refused']>(null);
  const toggle: Selection['toggle'] = (id, c) => {
    if (selected.some((x) => idOf(x) === id)) {
      setRefused(null);
      setSelected((list) => list.filter((x) => idOf(x) !== id));
      return;
    }
    // A swap replaces its one choice; adding checks the shared rule against what is open and chosen.
    const base = props.maxSelect === 1 ? [] : selected;
    const verdict = canAddGame([...props.openGames, ...base], c, { apple: false });
    if (!verdict.ok) {
      setRefused({ id, reason: verdict.reason, max: verdict.max });
      return;
    }
    setRefused(null);
    const { supMultiMode: _ignored, ...candidate } = c;
    setSelected([...base, candidate]);
  };
  const selection: Selection = { selected, refused, toggle };
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
              {tabName(p)}
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
            <MachineList openGames={props.openGames} selection={selection} />
          ) : (
            <PlatformGames platformCode={tab} openGames={props.openGames} selection={selection} />
          )}
        </div>
        <footer className="picker__tray">
          <span>{t('floor:pick.selectedCount', { count: selected.length })}</span>
          <button
            type="button"
            className="btn btn--primary btn--lg"
            disabled={selected.length === 0}
            onClick={() => props.onPlay(selected)}
          >
            {t('floor:pick.playSelected')}
          </button>
        </footer>
      </section>
    </div>
  );
}

/**
 * The play button of a card: selects the game, or says in the card why the shared multi-machine rule
 * refuses it (four games already, not multi-machine, the same game twice).
 */
function PickButton(props: {
  openGames: OpenGameRef[];
  game: KioskCandidate & { supMultiMode?: boolean };
  label: string;
  unavailable?: boolean;
  selection: Selection;
}) {
  const { t } = useTranslation('kiosk');
  const id = idOf(props.game);
  // Only this very game (or this very machine) is marked as playing.
  const playing = props.openGames.some((g) =>
    props.game.machineId
      ? g.machineId === props.game.machineId
      : !g.machineId && g.platformCode === props.game.platformCode && String(g.gameId) === props.game.gameId,
  );
  const chosen = props.selection.selected.some((x) => idOf(x) === id);
  const refused = props.selection.refused?.id === id ? props.selection.refused : null;
  return (
    <>
      <button
        type="button"
        className={chosen ? 'btn btn--accent' : 'btn btn--primary'}
        disabled={props.unavailable}
        aria-pressed={chosen}
        aria-label={`${t('play.open')}: ${props.label}`}
        data-platform={props.game.platformCode}
        onClick={() => props.selection.toggle(id, props.game)}
      >
        {playing ? t('play.opened') : chosen ? t('floor:pick.selected') : t('play.open')}
      </button>
      {refused ? (
        <p className="picker__why" role="alert">
          {t(messageKey(CANNOT_ADD_MESSAGE_KEYS[refused.reason]), { max: refused.max })}
        </p>
      ) : null}
    </>
  );
}

/** A platform tab's list (also fetched ahead for the first tab while the customer signs in). */
export const platformGamesInput = (platformCode: string) => ({
  pageNo: 1,
  pageSize: 99,
  platformCode,
  supMultiMode: true,
});
export const PLATFORM_GAMES_STALE_MS = 60_000;

function PlatformGames(props: { platformCode: string; openGames: OpenGameRef[]; selection: Selection }) {
  const { t } = useTranslation('kiosk');
  const q = trpc.games.machineInfoList.useQuery(platformGamesInput(props.platformCode), {
    staleTime: PLATFORM_GAMES_STALE_MS,
  });
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
            badges={g.labels.map((l) => t(`lobby:label.${l}`, { defaultValue: l }))}
            badgesLabel={t('lobby:filters.labels')}
            actions={
              <PickButton
                openGames={props.openGames}
                game={{
                  platformCode: g.platformCode,
                  gameId: String(g.gameId),
                  supMultiMode: g.supMultiMode,
                  name: g.gameName,
                }}
                label={g.gameName}
                selection={props.selection}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}

function MachineList(props: { openGames: OpenGameRef[]; selection: Selection }) {
  const { t } = useTranslation('kiosk');
  // The whole hall floor: the multi-machine KAMIKAZE machines and the AMIGO ones, which cannot join
  // the grid and say so when touched.
  const q = trpc.games.kamikazeMachineList.useQuery({ pageNo: 1, pageSize: 48 }, { staleTime: 15_000 });
  const amigo = trpc.games.amigoGameList.useQuery({ pageNo: 1, pageSize: 24 }, { staleTime: 15_000 });
  if (q.isPending) return <p className="picker__empty">{t('play.loading')}</p>;
  const list = [...(q.data?.list ?? []), ...(amigo.data?.list ?? [])];
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
              { label: t('play.spinsLabel'), value: formatCount(m.currentSpins) },
              { label: 'BIG / REG', value: `${m.bigHits} / ${m.regHits}` },
            ]}
            recentHits={m.recentHits
              .slice(0, 4)
              .map(
                (h) => `${t(`lobby:hitKind.${h.kind}`, { defaultValue: h.kind })} ${formatCount(h.spins)}`,
              )}
            recentHitsLabel={t('play.recentHits')}
            actions={
              <PickButton
                openGames={props.openGames}
                game={{
                  platformCode: m.platformCode,
                  gameId: m.gameId,
                  supMultiMode: m.supMultiMode,
                  machineId: m.machineId,
                  name: t('floor:pick.machine', { name: m.gameName, no: m.machineNo }),
                }}
                label={t('floor:pick.machine', { name: m.gameName, no: m.machineNo })}
                unavailable={m.state !== 'free' && !props.openGames.some((g) => g.machineId === m.machineId)}
                selection={props.selection}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
