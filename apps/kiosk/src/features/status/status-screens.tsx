/**
 * Full-screen states that are about the terminal, not a customer: starting, refused (unknown or
 * disabled terminal), offline (the gateway does not answer; recovers on its own), and the error
 * boundary's "reloading".
 */
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { currentDevTerminalHint, currentRefusalStatement, onRefusalStatement } from '../../lib/statements';
import { StatementCard } from '../../components/statement-card';

/** A refusing status screen: its icon, title and text on a card, then what the screen adds. */
function StatusCard(props: {
  screen: string;
  icon: string;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <main className="status status--refused" data-screen={props.screen}>
      <div className="status__card" role="alert">
        <span className="status__icon" aria-hidden="true">
          {props.icon}
        </span>
        <h1>{props.title}</h1>
        <p>{props.body}</p>
        {props.children}
      </div>
    </main>
  );
}

export function StartingScreen() {
  return (
    <main className="status" data-screen="starting" aria-busy="true">
      <span className="spinner spinner--lg" aria-hidden="true" />
    </main>
  );
}

export function RefusedScreen() {
  const { t } = useTranslation('kiosk');
  // The visit the refusal ended: its money went back to cash, and the customer sees the statement.
  const statement = useSyncExternalStore(onRefusalStatement, currentRefusalStatement);
  // Development only (the gateway sends it only then): how to open this page as the dev terminal.
  const devHint = currentDevTerminalHint();
  return (
    <StatusCard screen="refused" icon="⛔" title={t('refused.title')} body={t('refused.body')}>
      {devHint ? (
        <section className="status__dev" aria-label={t('refused.devTitle')} data-testid="dev-terminal-hint">
          <h2>{t('refused.devTitle')}</h2>
          <p>{t('refused.devBody', { id: devHint.id })}</p>
          <pre>
            <code>{devHint.command}</code>
          </pre>
        </section>
      ) : null}
      {statement && statement.lines.length ? (
        <StatementCard statement={statement} title={t('floor:money.statementTitle')} />
      ) : null}
    </StatusCard>
  );
}

/** Paused by staff (from the staff view); lifts itself when staff resume the terminal. */
export function LockedScreen() {
  const { t } = useTranslation('floor');
  return <StatusCard screen="locked" icon="⏸" title={t('locked.title')} body={t('locked.body')} />;
}

export function OfflineOverlay() {
  const { t } = useTranslation('kiosk');
  return (
    <div
      className="status status--offline"
      data-screen="offline"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
    >
      <div className="status__card">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <h1 id="offline-title">{t('offline.title')}</h1>
        <p>{t('offline.body')}</p>
        <p className="status__small">{t('offline.retrying')}</p>
      </div>
    </div>
  );
}

/** Any render error: show a calm screen and reload the app (nothing of the customer survives a reload). */
export class ReloadOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    setTimeout(() => window.location.reload(), 3_000);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="status" data-screen="error">
        <div className="status__card" role="alert">
          <h1>{i18n.t('kiosk:error.title')}</h1>
          <p>{i18n.t('kiosk:error.reloading')}</p>
        </div>
      </main>
    );
  }
}
