/**
 * Responsible gaming on a public terminal: the session clock always in view, and the reality check:
 * every `intervalMs` (KIOSK_REALITY_CHECK_MS, default 60 minutes) a dialog tells how long the customer
 * has played and what the rounds of that stretch came to; it stays until acknowledged (or the customer
 * cashes out), and the next stretch starts at the acknowledgement.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../lib/money';
import { Dialog, DialogButton } from '../../components/dialog';
import type { Tally } from './use-kiosk-games';

function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function SessionClock({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation('floor');
  const now = useNow(1_000);
  return (
    <span className="rg-clock" role="timer" aria-label={t('rg.clockLabel')}>
      {t('rg.clockLabel')}
      <strong data-testid="session-clock">{clock(now - startedAt)}</strong>
    </span>
  );
}

export function RealityCheck(props: {
  intervalMs: number;
  startedAt: number;
  tally: RefObject<Tally>;
  currency: string;
  onCashOut: () => void;
}) {
  const { t } = useTranslation('floor');
  const [due, setDue] = useState<{ minutes: number; bet: bigint; win: bigint } | null>(null);
  const since = useRef({ at: props.startedAt, bet: 0n, win: 0n });

  useEffect(() => {
    if (due) return undefined;
    const wait = Math.max(0, since.current.at + props.intervalMs - Date.now());
    const timer = setTimeout(() => {
      const now = props.tally.current;
      setDue({
        minutes: Math.max(1, Math.round((Date.now() - props.startedAt) / 60_000)),
        bet: now.bet - since.current.bet,
        win: now.win - since.current.win,
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [due, props.intervalMs, props.startedAt, props.tally]);

  if (!due) return null;
  const money = (v: bigint) => fmt(v, props.currency);
  const stretch = Math.max(1, Math.round(props.intervalMs / 60_000));
  return (
    <Dialog
      title={t('rg.realityTitle', { minutes: due.minutes })}
      role="alertdialog"
      className="dialog--reality"
    >
      <p className="dialog__lead">
        {t('rg.realityBody', {
          minutes: stretch,
          net: money(due.win - due.bet),
          bet: money(due.bet),
          win: money(due.win),
        })}
      </p>
      <div className="dialog__actions">
        <DialogButton kind="ghost" onClick={props.onCashOut}>
          {t('rg.realityCashOut')}
        </DialogButton>
        <DialogButton
          kind="primary"
          onClick={() => {
            const now = props.tally.current;
            since.current = { at: Date.now(), bet: now.bet, win: now.win };
            setDue(null);
          }}
        >
          {t('rg.realityContinue')}
        </DialogButton>
      </div>
    </Dialog>
  );
}
