/**
 * The play screen: the shared multi-machine grid (packages/ui) full screen, the balance (cash plus
 * what sits in the games) and the session clock always in the top bar, the money in each game with a
 * top-up button on its cell, a game picker with the amount sheet, swap and close, the reality check,
 * and the big cash-out button. Games run in sandboxed iframes: scripts and their own origin only, no
 * top navigation, no pop-ups, no forms.
 */
import { usernameOf } from '@casino/shared/rules/fields';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiGrid } from '@casino/ui/multi-grid';
import { fromUnits } from '@casino/shared/rules/money-units';
import { defaultSplit, fmt, units } from '../../lib/money';
import { endsSession, type KioskError } from '../../lib/errors';
import { noteError } from '../../lib/kiosk-status';
import { markBalanceShown } from '../../lib/launch-marks';
import { Dialog, DialogButton, DialogOk } from '../../components/dialog';
import { AmountSheet } from './amount-sheet';
import { GamePicker } from './game-picker';
import { useProviderNames } from '../../lib/provider-names';
import { RealityCheck, SessionClock } from './responsible-gaming';
import { useKioskGames, type KioskCandidate } from './use-kiosk-games';

export const GAME_SANDBOX = 'allow-scripts allow-same-origin';
const noop = () => undefined;

interface Wallet {
  currency: string;
  amount: string;
  /** The gateway's view from the platform's own figures: money in each game wallet, and the total. */
  gameAmount?: string;
  games?: { platformCode: string; amount: string }[];
  total?: string;
}

type Sheet =
  | { kind: 'open'; mode: 'add' | 'swap'; chosen: KioskCandidate[] }
  | { kind: 'topup'; key: string; name: string };

export function PlayScreen(props: {
  terminalId: string;
  loginName: string;
  currency: string;
  wallets: Wallet[];
  realityCheckMs: number;
  onCashOut: () => void;
  onSessionEnded: () => void;
  /** The gateway returned game wallets without the customer asking: check the session. */
  onMoneyReturned?: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const cashWallet = props.wallets.find((w) => w.currency === props.currency);
  const cash = units(cashWallet?.amount);
  const [startedAt] = useState(() => Date.now());
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const toast = (text: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list.filter((x) => x.text !== text), { id, text }].slice(-3));
    setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 6_000);
  };
  const onError = (e: KioskError) => {
    if (endsSession(e)) return props.onSessionEnded();
    if (e.text) {
      noteError(e.text);
      toast(e.text);
    }
  };
  const games = useKioskGames({
    currency: props.currency,
    cash,
    onError,
    onGone: () => {
      toast(t('floor:money.reason.sweep'));
      props.onMoneyReturned?.();
    },
  });
  const [picker, setPicker] = useState<'add' | 'swap' | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { grid } = games;
  useEffect(markBalanceShown, []);
  const staying = useMemo(
    () =>
      grid.state.games
        .filter((g) => picker !== 'swap' || g.key !== grid.state.focusedKey)
        .map((g) => ({
          platformCode: g.platformCode,
          gameId: g.gameId,
          ...(games.machines[g.key] ? { machineId: games.machines[g.key] } : {}),
        })),
    [grid.state.games, grid.state.focusedKey, picker, games.machines],
  );
  // The top bar: cash, money in games per platform and the total, from the platform's own figures
  // (session.current); the client's count only until the first answer carries them.
  const serverGames = cashWallet?.games;
  const providerName = useProviderNames();
  const inGames = serverGames ? units(cashWallet?.gameAmount) : games.inGamesTotal;
  const total = serverGames ? units(cashWallet?.total) : cash + games.inGamesTotal;
  const money = (v: bigint) => fmt(v, props.currency);
  // The cash the amount sheet may hand out: for a swap, what the replaced game will bring back too.
  const swapReturns =
    sheet?.kind === 'open' && sheet.mode === 'swap' && grid.state.focusedKey
      ? grid.state.games.filter(
          (g) =>
            g.platformCode === grid.state.games.find((f) => f.key === grid.state.focusedKey)?.platformCode,
        ).length === 1
        ? (games.perGame[grid.state.focusedKey] ?? 0n)
        : 0n
      : 0n;
  const sheetCash = cash + swapReturns;

  return (
    <main className="play" data-screen="play">
      <MultiGrid
        providerName={providerName}
        className="play__grid"
        state={grid.state}
        max={grid.max}
        sandbox={GAME_SANDBOX}
        onFocus={grid.focus}
        onRemove={(key) => void games.close(key)}
        onNavigatedAway={(key) => void games.navigatedAway(key)}
        // "running" only once the game said ready and its money moved in (useKioskGames), never
        // from the grid's load fallback.
        onRunning={noop}
        onGameMessage={games.onGameMessage}
        onAddClick={() => setPicker('add')}
        refusal={grid.refusal}
        onDismissRefusal={grid.dismissRefusal}
        renderCellExtra={(game) =>
          game.status === 'error' ? (
            <div className="cell-money cell-money--error">
              <button
                type="button"
                className="btn btn--primary"
                aria-label={`${t('floor:money.retry')}: ${game.name}`}
                onClick={() => games.retry(game.key)}
              >
                {t('floor:money.retry')}
              </button>
            </div>
          ) : game.status === 'running' || game.status === 'loading' ? (
            <div className="cell-money">
              <span data-testid={`in-game-${game.key}`}>
                {t('floor:amount.inGame', { amount: money(games.perGame[game.key] ?? 0n) })}
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={`${t('floor:amount.topUp')}: ${game.name}`}
                onClick={() => setSheet({ kind: 'topup', key: game.key, name: game.name })}
              >
                {t('floor:amount.topUp')}
              </button>
            </div>
          ) : null
        }
        balance={
          <div className="balance" aria-live="polite">
            <span className="brand brand--small">{t('brand')}</span>
            <dl className="balance__figures">
              <div>
                <dt>{t('play.balance')}</dt>
                <dd data-testid="balance-total">{fmt(total, props.currency)}</dd>
              </div>
              <div className="balance__minor">
                <dt>{t('floor:money.cash')}</dt>
                <dd data-testid="balance-cash">{fmt(cash, props.currency)}</dd>
              </div>
              <div className="balance__minor">
                <dt>{t('play.inGames')}</dt>
                <dd data-testid="balance-in-games">{fmt(inGames, props.currency)}</dd>
              </div>
              {serverGames?.length ? (
                <div className="balance__minor balance__platforms">
                  <dt className="cui-visually-hidden">{t('play.inGames')}</dt>
                  <dd>
                    <ul data-testid="balance-platforms">
                      {serverGames.map((g) => (
                        <li key={g.platformCode} data-testid={`balance-platform-${g.platformCode}`}>
                          {providerName(g.platformCode)} {fmt(g.amount, props.currency)}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
            <span className="balance__player">
              {t('play.playerLabel', { name: usernameOf(props.loginName) })}
            </span>
            <SessionClock startedAt={startedAt} />
          </div>
        }
        toolbarEnd={
          <div className="play__actions">
            {/* Always open: with four games the picker says why no fifth can join. */}
            <button type="button" className="btn btn--ghost btn--lg" onClick={() => setPicker('add')}>
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
          maxSelect={picker === 'swap' ? 1 : Math.max(1, grid.max - grid.state.games.length)}
          onClose={() => setPicker(null)}
          onPlay={(chosen) => {
            setPicker(null);
            setSheet({ kind: 'open', mode: picker, chosen });
          }}
        />
      ) : null}
      {sheet?.kind === 'open' ? (
        <AmountSheet
          title={t('floor:amount.title')}
          rows={sheet.chosen.map((c) => ({
            key: c.machineId ?? `${c.platformCode}:${c.gameId}`,
            name: c.name,
          }))}
          cash={sheetCash}
          currency={props.currency}
          defaults={defaultSplit(sheetCash, sheet.chosen.length, props.currency)}
          confirmLabel={t('floor:amount.start')}
          onCancel={() => setSheet(null)}
          onConfirm={(amounts) => {
            const requests = sheet.chosen.map((candidate, i) => ({
              candidate,
              amount: fromUnits(amounts[i] ?? 0n),
            }));
            setSheet(null);
            if (sheet.mode === 'swap' && requests[0]) games.swap(requests[0]);
            else void games.open(requests);
          }}
        />
      ) : null}
      {sheet?.kind === 'topup' ? (
        cash > 0n ? (
          <AmountSheet
            title={t('floor:amount.topUpTitle', { name: sheet.name })}
            rows={[{ key: sheet.key, name: sheet.name }]}
            cash={cash}
            currency={props.currency}
            defaults={[cash]}
            confirmLabel={t('floor:amount.topUpConfirm')}
            onCancel={() => setSheet(null)}
            onConfirm={([amount]) => {
              setSheet(null);
              if (amount && amount > 0n) void games.topUp(sheet.key, fromUnits(amount));
            }}
          />
        ) : (
          <Dialog title={t('floor:amount.topUpTitle', { name: sheet.name })} role="alertdialog">
            <p className="dialog__lead">{t('floor:amount.noCash')}</p>
            <DialogOk onClick={() => setSheet(null)}>{t('floor:amount.cancel')}</DialogOk>
          </Dialog>
        )
      ) : null}
      <RealityCheck
        intervalMs={props.realityCheckMs}
        startedAt={startedAt}
        tally={games.tally}
        currency={props.currency}
        onCashOut={props.onCashOut}
      />
      {confirming ? (
        <Dialog title={t('cashout.confirmTitle')} role="alertdialog">
          <p className="dialog__lead">{t('cashout.confirmBody')}</p>
          <div className="dialog__actions">
            <DialogButton kind="ghost" onClick={() => setConfirming(false)}>
              {t('cashout.cancel')}
            </DialogButton>
            <DialogButton kind="cashout" onClick={props.onCashOut}>
              {t('cashout.confirm')}
            </DialogButton>
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
