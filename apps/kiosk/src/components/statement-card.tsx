/**
 * A statement of money returned from the games, as the customer reads it: why, how much from which
 * game, when, the cash afterwards, the reference and a QR code holding the same (the customer's copy).
 * `StatementScreen` is the full screen the terminal shows before anything else when money came back
 * without the customer pressing cash-out (a reload, a sweep, a session ended elsewhere).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { fmt } from '../lib/money';
import { useProviderNames } from '../lib/provider-names';
import { linesByPlatform, statementQrText, type Statement } from '../lib/statements';
import { Dialog, DialogOk } from './dialog';

function when(at: number) {
  return new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : 'ja-JP', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(at));
}

function StatementQr({ statement }: { statement: Statement }) {
  const { t } = useTranslation('floor');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toString(statementQrText(statement), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [statement]);
  return src ? (
    <img
      className="statement__qr"
      src={src}
      alt={t('money.qr')}
      width={180}
      height={180}
      data-testid="statement-qr"
    />
  ) : null;
}

export function StatementCard({ statement, title }: { statement: Statement; title?: string }) {
  const { t } = useTranslation('floor');
  const providerName = useProviderNames();
  const lines = linesByPlatform(statement);
  const totals = new Map<string, bigint>();
  for (const l of lines) totals.set(l.currency, (totals.get(l.currency) ?? 0n) + l.amount);
  return (
    <section className="statement" aria-label={title ?? t('money.statementTitle')} data-testid="statement">
      <p className="statement__reason">{t(`money.reason.${statement.reason}`)}</p>
      <div className="statement__body">
        <dl className="statement__figures">
          <div>
            <dt>{t('money.from')}</dt>
            <dd>
              {lines.length ? (
                <ul className="statement__lines">
                  {lines.map((l) => (
                    <li
                      key={`${l.platformCode}|${l.currency}`}
                      data-testid={`statement-line-${l.platformCode}`}
                    >
                      {t('money.line', {
                        platform: providerName(l.platformCode),
                        amount: fmt(l.amount, l.currency),
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                t('money.nothing')
              )}
            </dd>
          </div>
          {[...totals].map(([currency, amount]) => (
            <div key={`r-${currency}`}>
              <dt>{t('money.returned')}</dt>
              <dd data-testid="statement-returned">{fmt(amount, currency)}</dd>
            </div>
          ))}
          {statement.cashBalances.map((c) => (
            <div key={`c-${c.currency}`}>
              <dt>{t('money.cashAfter')}</dt>
              <dd data-testid={`statement-cash-${c.currency}`}>{fmt(c.amount, c.currency)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('money.at')}</dt>
            <dd data-testid="statement-at">{when(statement.at)}</dd>
          </div>
          <div>
            <dt>{t('money.reference')}</dt>
            <dd data-testid="statement-ref">{statement.id}</dd>
          </div>
        </dl>
        <StatementQr statement={statement} />
      </div>
    </section>
  );
}

export function StatementScreen({ statement, onDone }: { statement: Statement; onDone: () => void }) {
  const { t } = useTranslation('floor');
  return (
    <main className="cashout" data-screen="statement">
      <div className="cashout__card">
        <h1 className="cashout__title">{t('money.statementTitle')}</h1>
        <StatementCard statement={statement} />
        <button type="button" className="btn btn--primary btn--xl" onClick={onDone}>
          {t('money.ok')}
        </button>
      </div>
    </main>
  );
}

/**
 * After sign-in, over the play screen: money of this customer that came back while they were away (a
 * visit that ended unexpectedly, a sweep), which no screen could show them then.
 */
export function OwnerStatement({ statement, onDone }: { statement: Statement; onDone: () => void }) {
  const { t } = useTranslation('floor');
  return (
    <Dialog title={t('money.statementTitle')} className="dialog--statement">
      <StatementCard statement={statement} />
      <DialogOk onClick={onDone}>{t('money.ok')}</DialogOk>
    </Dialog>
  );
}
