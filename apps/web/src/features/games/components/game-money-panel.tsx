/**
 * The game page's money panel: cash and this game's balance side by side (cash from the session, which
 * the live wallet keeps current; the game's from its own reports and transfers), moving a chosen amount
 * into the game, and returning the game's balance to the wallet, all without leaving the game.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import { fundGame } from '@casino/ui/game-wallet';
import { useSession, useRefreshSession } from '../../../lib/auth';
import { handleError } from '../../../lib/error-handler';
import { useGameSessionClient } from '../../../lib/session-client';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../components/ui/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

const PRESETS = ['1000', '5000', '10000'] as const;

export interface GameMoneyPanelProps {
  platformCode: string;
  currency: string;
  /** This game's balance as last known ('—' before the first figure). */
  gameBalance: string | null;
  /** A transfer changed the game's balance: the page shows it and tells the game to read it again. */
  onGameBalance: (balance: string) => void;
  onClose: () => void;
}

export function GameMoneyPanel(props: GameMoneyPanelProps) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const session = useSession();
  const refresh = useRefreshSession();
  const client = useGameSessionClient();
  const wallet = session.data?.user?.wallets.find((w) => w.currency === props.currency);
  const cash = wallet?.amount ?? '0';
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [moving, setMoving] = useState(false);
  const returnAll = trpc.gameWallets.returnAll.useMutation({
    onSuccess: () => {
      props.onGameBalance('0');
      toast.success(t('money.returnedToWallet'));
      void refresh();
    },
  });

  const valid = (v: string) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= Number(cash);

  const addMoney = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!valid(amount)) {
      setError(t('money.amountInvalid'));
      return;
    }
    setMoving(true);
    try {
      const order = await fundGame(client, {
        platformCode: props.platformCode,
        amount,
        currency: props.currency,
      });
      props.onGameBalance(order.gameBalance);
      toast.success(t('money.movedIn', { amount: formatMoney(amount, props.currency) }));
      setAmount('');
      void refresh();
    } catch (err) {
      handleError(err, { context: 'game' });
    } finally {
      setMoving(false);
    }
  };

  return (
    <section className="game-money-panel" aria-labelledby={titleId} data-testid="game-money-panel">
      <div className="game-money-panel__head">
        <h2 id={titleId}>{t('money.panelTitle')}</h2>
        <button type="button" className="game-bar__btn" onClick={props.onClose}>
          {t('shell:close')}
        </button>
      </div>
      <dl className="game-money-panel__figures">
        <div>
          <dt>{t('money.cash')}</dt>
          <dd className="num" data-testid="panel-cash">
            {formatMoney(cash, props.currency)}
          </dd>
        </div>
        <div>
          <dt>{t('money.gameWallet')}</dt>
          <dd className="num" data-testid="panel-game">
            {props.gameBalance !== null ? formatMoney(props.gameBalance, props.currency) : '—'}
          </dd>
        </div>
      </dl>
      <form className="game-money-panel__form" onSubmit={(e) => void addMoney(e)} noValidate>
        <fieldset className="game-money-panel__presets">
          <legend>{t('money.presets')}</legend>
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className="game-bar__btn"
              aria-pressed={amount === p}
              disabled={Number(p) > Number(cash)}
              onClick={() => {
                setAmount(p);
                setError(undefined);
              }}
            >
              {formatMoney(p, props.currency, { abbreviate: true })}
            </button>
          ))}
          <button
            type="button"
            className="game-bar__btn"
            aria-pressed={amount !== '' && amount === cash}
            disabled={Number(cash) <= 0}
            onClick={() => {
              setAmount(String(Number(cash)));
              setError(undefined);
            }}
          >
            {t('money.presetAll')}
          </button>
        </fieldset>
        <TextField
          label={t('money.moveInAmount')}
          inputMode="decimal"
          value={amount}
          onValueChange={(v) => {
            setAmount(v);
            setError(v === '' || valid(v) ? undefined : t('money.amountInvalid'));
          }}
          error={error}
        />
        <Button type="submit" loading={moving} disabled={moving}>
          {t('money.moveIn')}
        </Button>
      </form>
      <Button
        variant="secondary"
        onClick={() => returnAll.mutate({ reason: 'player' })}
        loading={returnAll.isPending}
        disabled={returnAll.isPending || props.gameBalance === null || Number(props.gameBalance) <= 0}
      >
        {t('money.returnToWallet')}
      </Button>
    </section>
  );
}
