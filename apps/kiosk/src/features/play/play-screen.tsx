/**
 * The play screen: the shared multi-machine grid (packages/ui) full screen, the balance (cash plus
 * what sits in the games) always in the top bar, a game picker, swap and close, and the big cash-out
 * button. Games run in sandboxed iframes: scripts and their own origin only, no top navigation, no
 * pop-ups, no forms.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiGrid } from '@casino/ui/multi-grid';
import { fmt, units } from '../../lib/money';
import { endsSession, type KioskError } from '../../lib/errors';
import { Dialog } from '../session/dialog';
import { GamePicker } from './game-picker';
import { useKioskGames } from './use-kiosk-games';

export const GAME_SANDBOX = 'allow-scripts allow-same-origin';

interface Wallet {
  currency: string;
  amount: string;
}

export function PlayScreen(props: {
  terminalId: string;
  loginName: string;
  currency: string;
  wallets: Wallet[];
  onCashOut: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const cashWallet = props.wallets.find((w) => w.currency === props.currency);
  const cash = units(cashWallet?.amount);
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const onError = (e: KioskError) => {
    if (endsSession(e)) return props.onSessionEnded();
    if (e.text) {
      const id = Date.now() + Math.random();
      setToasts((list) => [...list.filter((x) => x.text !== e.text), { id, text: e.text! }].slice(-3));
      setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 6_000);
    }
  };
  const games = useKioskGames({ currency: props.currency, cash, onError });
  const [picker, setPicker] = useState<'add' | 'swap' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { grid } = games;
  const staying = useMemo(
    () =>
      grid.state.games
        .filter((g) => picker !== 'swap' || g.key !== grid.state.focusedKey)
        .map((g) => ({ platformCode: g.platformCode, gameId: g.gameId })),
    [grid.state.games, grid.state.focusedKey, picker],
  );
  const total = cash + games.inGamesTotal;

  return (
    <main className="play" data-screen="play">
      <MultiGrid
        className="play__grid"
        state={grid.state}
        max={grid.max}
        sandbox={GAME_SANDBOX}
        onFocus={grid.focus}
        onRemove={(key) => void games.close(key)}
        onRunning={grid.running}
        onAddClick={() => setPicker('add')}
        refusal={grid.refusal}
        onDismissRefusal={grid.dismissRefusal}
        balance={
          <div className="balance" aria-live="polite">
            <span className="brand brand--small">{t('brand')}</span>
            <dl className="balance__figures">
              <div>
                <dt>{t('play.balance')}</dt>
                <dd data-testid="balance-total">{fmt(total, props.currency)}</dd>
              </div>
              <div className="balance__minor">
                <dt>{t('play.inGames')}</dt>
                <dd data-testid="balance-in-games">{fmt(games.inGamesTotal, props.currency)}</dd>
              </div>
            </dl>
            <span className="balance__player">{t('play.playerLabel', { name: props.loginName })}</span>
          </div>
        }
        toolbarEnd={
          <div className="play__actions">
            <button
              type="button"
              className="btn btn--ghost btn--lg"
              onClick={() => setPicker('add')}
              disabled={grid.state.games.length >= grid.max}
            >
              {t('play.addGame')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--lg"
              onClick={() => setPicker('swap')}
              disabled={!grid.state.focusedKey}
            >
              {t('play.swap')}
            </button>
            <button type="button" className="btn btn--cashout btn--lg" onClick={() => setConfirming(true)}>
              {t('play.cashOut')}
            </button>
          </div>
        }
      />
      {picker ? (
        <GamePicker
          title={t('play.pickerTitle')}
          hint={picker === 'swap' ? t('play.swapHint') : undefined}
          openGames={staying}
          onClose={() => setPicker(null)}
          onPick={(c) => {
            setPicker(null);
            if (picker === 'swap') games.swap(c);
            else void games.open(c);
          }}
        />
      ) : null}
      {confirming ? (
        <Dialog title={t('cashout.confirmTitle')} role="alertdialog">
          <p className="dialog__lead">{t('cashout.confirmBody')}</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--ghost btn--xl" onClick={() => setConfirming(false)}>
              {t('cashout.cancel')}
            </button>
            <button type="button" className="btn btn--cashout btn--xl" onClick={props.onCashOut}>
              {t('cashout.confirm')}
            </button>
          </div>
        </Dialog>
      ) : null}
      <div className="toasts" aria-live="assertive">
        {toasts.map((x) => (
          <p key={x.id} className="toast" role="alert">
            {x.text}
          </p>
        ))}
      </div>
    </main>
  );
}
