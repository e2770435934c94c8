/**
 * The game picker of multi-machine mode: every game of the categories that can run side by side
 * (slots, pachinko), multi-mode ones first. Games that cannot join are listed too and marked, so a
 * player who picks one learns why (the spec's "does not support multi-machine mode").
 */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@casino/shared/rules/constants';
import { Dialog } from '../../../components/ui/dialog';
import { LazyImage } from '@casino/ui/lazy-image';
import { useProviderNames } from '../../../lib/provider-names';
import { trpc } from '../../../lib/trpc';

export interface PickedGame {
  platformCode: string;
  gameId: string;
  gameName: string;
  supMultiMode: boolean;
}

export function GamePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (g: PickedGame) => void;
}) {
  const { t } = useTranslation(['multimode', 'lobby']);
  const providerName = useProviderNames(open);
  const [q, setQ] = useState('');
  const [type, setType] = useState<'slots' | 'pachinko'>('slots');
  const keyword = useDeferredValue(q.trim());
  const games = trpc.games.machineInfoList.useQuery(
    { pageNo: 1, pageSize: PAGE_SIZES.gameList, gameType: type, ...(keyword ? { keyword } : {}) },
    { enabled: open, staleTime: 60_000 },
  );
  const list = [...(games.data?.list ?? [])].sort((a, b) => Number(b.supMultiMode) - Number(a.supMultiMode));
  return (
    <Dialog open={open} onClose={onClose} title={t('pickTitle')} wide name="game-picker">
      <div className="stack mm-picker">
        <div className="mm-picker__bar">
          <div className="mm-picker__types" role="group" aria-label={t('lobby:nav.label')}>
            {(['slots', 'pachinko'] as const).map((c) => (
              <button
                key={c}
                type="button"
                className="chip chip--quiet"
                aria-pressed={type === c}
                onClick={() => setType(c)}
              >
                {t(`lobby:nav.${c}`)}
              </button>
            ))}
          </div>
          <label className="mm-picker__search">
            <span className="visually-hidden">{t('lobby:search.label')}</span>
            <input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('lobby:search.placeholder')}
            />
          </label>
        </div>
        <ul className="card-grid mm-picker__list">
          {list.map((g) => (
            <li key={`${g.platformCode}:${g.gameId}`}>
              <button
                type="button"
                className="mm-picker__item"
                data-multi={g.supMultiMode || undefined}
                onClick={() =>
                  onPick({
                    platformCode: g.platformCode,
                    gameId: g.gameId,
                    gameName: g.gameName,
                    supMultiMode: g.supMultiMode,
                  })
                }
              >
                <LazyImage
                  src={g.imageUrl}
                  alt=""
                  fallbackText={g.gameName}
                  width={96}
                  height={72}
                  className="mm-picker__img"
                />
                <span className="mm-picker__name">{g.gameName}</span>
                <span className="mm-picker__meta">
                  {providerName(g.platformCode)}
                  {g.supMultiMode ? <span className="mm-picker__tag">{t('lobby:game.multi')}</span> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
