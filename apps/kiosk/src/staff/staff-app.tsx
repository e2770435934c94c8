/**
 * Every terminal of the venue, live: online or offline from the heartbeats (offline after 3 missed
 * beats, decided by the gateway), the customer playing or idle, the money in the games and since when
 * (also on a terminal that went off with money in games), the app version, the last error (the
 * terminal's own, or what the gateway saw: a crashed visit, a refusal); and the staff actions: pause
 * with a graceful cash-out, resume, reload (not on a disabled terminal), and "return the money now",
 * audited (who, when, which terminal, which wallets, how much; the list under the table). The gateway
 * pushes the list and each change over the live channel (./staff-live.ts), so it updates without a
 * reload or a poll.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fmt } from '../lib/money';
import { setLanguage } from '../lib/i18n';
import { LanguageButtons } from '../components/language-buttons';
import { staffApi, type StaffAction, type StaffReturnAudit, type TerminalRow } from './staff-api';
import { useStaffTerminals } from './staff-live';

const clock = (at: number) => new Date(at).toLocaleTimeString();

export function StaffApp() {
  const [credential, setCredential] = useState<string | null>(null);
  const [venue, setVenue] = useState<string | null>(null);
  return (
    <main className="staff" data-screen="staff">
      {credential ? (
        <Terminals credential={credential} venue={venue} onSignOut={() => setCredential(null)} />
      ) : (
        <SignIn
          onSignedIn={(c, v) => {
            setCredential(c);
            setVenue(v);
          }}
        />
      )}
    </main>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (credential: string, venue: string | null) => void }) {
  const { t } = useTranslation('floor');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await staffApi.me(value.trim());
    setBusy(false);
    if (r.ok) onSignedIn(value.trim(), r.value.venue);
    else setError(r.why === 'unauthorized' ? t('staff.badCredential') : t('staff.connectionLost'));
  };
  return (
    <form className="staff__signin" onSubmit={(e) => void submit(e)} autoComplete="off">
      <LanguageButtons onChoose={setLanguage} />
      <h1>{t('staff.signInTitle')}</h1>
      <label htmlFor="staff-credential">{t('staff.credential')}</label>
      <input
        id="staff-credential"
        type="password"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'staff-error' : undefined}
      />
      {error ? (
        <p id="staff-error" className="staff__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy || !value.trim()}>
        {t('staff.signIn')}
      </button>
    </form>
  );
}

function Terminals(props: { credential: string; venue: string | null; onSignOut: () => void }) {
  const { t } = useTranslation('floor');
  const [confirm, setConfirm] = useState<{ id: string; action: 'lock' | 'return' } | null>(null);
  const [audit, setAudit] = useState<StaffReturnAudit[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const signOut = useRef(props.onSignOut);
  signOut.current = props.onSignOut;

  // Pushed by the gateway (live.staff): every terminal first, then each change.
  const { rows, at, lost } = useStaffTerminals(props.credential, () => signOut.current());
  // The audit of staff returns changes only by staff action: read once, and again after a return.
  useEffect(() => {
    let stopped = false;
    void staffApi.audit(props.credential).then((a) => {
      if (!stopped && a.ok) setAudit(a.value.entries);
    });
    return () => {
      stopped = true;
    };
  }, [props.credential]);

  const act = async (id: string, action: StaffAction) => {
    setConfirm(null);
    const r = await staffApi.act(props.credential, id, action);
    if (action !== 'return' || !r.ok) {
      setNotice(
        r.ok
          ? t('staff.done', { id })
          : r.why === 'conflict' && action === 'return'
            ? t('staff.busy', { id })
            : t('staff.failed', { id }),
      );
      return;
    }
    const wallets = r.value.wallets ?? [];
    setNotice(
      wallets.length
        ? t('staff.returned', { id, amount: total(wallets) })
        : t('staff.nothingReturned', { id }),
    );
    const a = await staffApi.audit(props.credential);
    if (a.ok) setAudit(a.value.entries);
  };

  return (
    <>
      <header className="staff__head">
        <div>
          <h1>{t('staff.title')}</h1>
          <p>{props.venue ? t('staff.venue', { venue: props.venue }) : t('staff.allVenues')}</p>
        </div>
        <LanguageButtons onChoose={setLanguage} />
        <button type="button" className="btn btn--ghost" onClick={props.onSignOut}>
          {t('staff.signOut')}
        </button>
      </header>
      {lost ? (
        <p className="staff__error" role="alert">
          {t('staff.connectionLost')}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <h2>{t('staff.terminals')}</h2>
      {at ? (
        <p className="status__small">{t('staff.updated', { time: new Date(at).toLocaleTimeString() })}</p>
      ) : null}
      {rows && rows.length === 0 ? <p>{t('staff.empty')}</p> : null}
      {rows && rows.length > 0 ? (
        <table aria-label={t('staff.terminals')}>
          <thead>
            <tr>
              <th scope="col">{t('staff.col.terminal')}</th>
              <th scope="col">{t('staff.col.status')}</th>
              <th scope="col">{t('staff.col.customer')}</th>
              <th scope="col">{t('staff.col.inGames')}</th>
              <th scope="col">{t('staff.col.version')}</th>
              <th scope="col">{t('staff.col.lastSeen')}</th>
              <th scope="col">{t('staff.col.lastError')}</th>
              <th scope="col">{t('staff.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TerminalLine
                key={row.id}
                row={row}
                now={at ?? Date.now()}
                confirming={confirm?.id === row.id ? confirm.action : null}
                onAsk={(action) => setConfirm({ id: row.id, action })}
                onCancel={() => setConfirm(null)}
                onAct={(action) => void act(row.id, action)}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      <h2>{t('staff.audit')}</h2>
      <ul aria-label={t('staff.audit')} className="staff__audit">
        {audit.map((a) => (
          <li key={`${a.at}-${a.terminalId}`}>
            {t('staff.auditLine', {
              time: new Date(a.at).toLocaleString(),
              who:
                a.who === 'operator' ? t('staff.operator') : t('staff.venueStaff', { venue: a.who.slice(6) }),
              id: a.terminalId,
              wallets:
                a.wallets.map((w) => `${w.platformCode} ${fmt(w.amount, w.currency)}`).join(', ') || '—',
              amount: a.wallets.length ? total(a.wallets) : fmt('0', 'JPY'),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The sum of returned wallets (one currency on a terminal). */
function total(wallets: { currency: string; amount: string }[]): string {
  const cents = wallets.reduce((a, w) => a + Math.round(Number(w.amount) * 100), 0);
  return fmt((cents / 100).toFixed(2), wallets[0]?.currency ?? 'JPY');
}

/** The last error of a row: the terminal's own, else what the gateway saw, else a terminal gone quiet with money in games. */
function lastError(row: TerminalRow, t: TFunction<'floor'>): string {
  if (row.online && row.lastError) return row.lastError;
  if (!row.online && row.moneyInGames)
    return t('staff.error.stranded', { time: clock(row.lastSeenAt ?? row.moneyInGames.since) });
  if (row.gatewayError)
    return t(`staff.error.${row.gatewayError.code}`, {
      time: clock(row.gatewayError.at),
      reason: row.gatewayError.detail,
    });
  return row.lastError ?? t('staff.noError');
}

function TerminalLine(props: {
  row: TerminalRow;
  now: number;
  confirming: 'lock' | 'return' | null;
  onAsk: (action: 'lock' | 'return') => void;
  onCancel: () => void;
  onAct: (action: StaffAction) => void;
}) {
  const { t } = useTranslation('floor');
  const { row } = props;
  const state = !row.enabled ? 'disabled' : row.online ? 'online' : 'offline';
  const label = row.name ? `${row.id} (${row.name})` : row.id;
  return (
    <tr aria-label={row.id} data-terminal={row.id}>
      <th scope="row">{label}</th>
      <td>
        <span className="staff__badge" data-state={state}>
          {t(`staff.${state}`)}
        </span>{' '}
        {row.locked ? (
          <span className="staff__badge" data-state="locked">
            {t('staff.lockedBadge')}
          </span>
        ) : null}
        {row.online && row.screen ? (
          <div>{t(`staff.screen.${row.screen}`, { defaultValue: row.screen })}</div>
        ) : null}
      </td>
      <td>
        {row.online && row.signedIn && row.customer
          ? row.customer
          : (row.moneyInGames?.customer ?? t('staff.idle'))}
      </td>
      <td>
        {row.online && row.inGames
          ? fmt(row.inGames.amount, row.inGames.currency)
          : row.moneyInGames?.amount
            ? fmt(row.moneyInGames.amount, row.moneyInGames.currency ?? 'JPY')
            : '—'}
        {row.moneyInGames ? <div>{t('staff.since', { time: clock(row.moneyInGames.since) })}</div> : null}
        {row.online && row.openGames.length ? (
          <div>{t('staff.games', { count: row.openGames.length })}</div>
        ) : null}
      </td>
      <td>{row.version ?? '—'}</td>
      <td>
        {row.lastSeenAt
          ? t('staff.secondsAgo', { seconds: Math.max(0, Math.round((props.now - row.lastSeenAt) / 1000)) })
          : t('staff.never')}
      </td>
      <td>{lastError(row, t)}</td>
      <td>
        {props.confirming ? (
          <div
            className="staff__actions"
            role="group"
            aria-label={t(props.confirming === 'lock' ? 'staff.lockConfirm' : 'staff.returnConfirm', {
              id: row.id,
            })}
          >
            <span>
              {t(props.confirming === 'lock' ? 'staff.lockConfirm' : 'staff.returnConfirm', { id: row.id })}
            </span>
            <button
              type="button"
              className="btn btn--cashout"
              onClick={() => props.onAct(props.confirming ?? 'lock')}
            >
              {t('staff.confirm')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={props.onCancel}>
              {t('staff.cancel')}
            </button>
          </div>
        ) : (
          <div className="staff__actions">
            {row.locked ? (
              <RowButton
                kind="primary"
                label={t('staff.unlock')}
                id={row.id}
                onClick={() => props.onAct('unlock')}
              />
            ) : row.enabled ? (
              <RowButton
                kind="cashout"
                label={t('staff.lock')}
                id={row.id}
                onClick={() => props.onAsk('lock')}
              />
            ) : null}
            {/* A disabled terminal runs nothing: nothing to pause or reload. */}
            {row.enabled ? (
              <RowButton
                kind="ghost"
                label={t('staff.reload')}
                id={row.id}
                onClick={() => props.onAct('reload')}
              />
            ) : null}
            {row.moneyInGames ? (
              <RowButton
                kind="cashout"
                label={t('staff.returnMoney')}
                id={row.id}
                onClick={() => props.onAsk('return')}
              />
            ) : null}
          </div>
        )}
      </td>
    </tr>
  );
}

/** A terminal row's action: its name, and for screen readers the terminal it acts on. */
function RowButton(props: {
  kind: 'primary' | 'cashout' | 'ghost';
  label: string;
  id: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn--${props.kind}`}
      aria-label={`${props.label}: ${props.id}`}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}
