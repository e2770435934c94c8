import { Link } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lng';
import { ShieldIcon } from '../ui/icons';
import { BrandMark } from './brand';

/** The footer's link columns: a heading, then [path, label] pairs (shell strings). */
const FOOTER_COLUMNS: { heading: string; links: [path: string, label: string][] }[] = [
  {
    heading: 'footer.about',
    links: [
      ['/promotions', 'nav.promotions'],
      ['/videoList', 'nav.videos'],
      ['/account/responsible-gaming', 'footer.responsible'],
    ],
  },
  {
    heading: 'footer.support',
    links: [
      ['/page/terms', 'footer.terms'],
      ['/page/privacy', 'footer.privacy'],
    ],
  },
];

export function Footer() {
  const { t } = useTranslation('shell');
  const to = useLocalize();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <div className="row" style={{ marginBottom: 12 }}>
            <BrandMark className="brand__mark" />
            <strong style={{ color: 'var(--c-text)', fontFamily: 'var(--font-display)', fontSize: '1.1rem' }}>
              {t('brand')}
            </strong>
          </div>
          <p>{t('brandTagline')}</p>
          <p>{t('footer.responsibleNotice')}</p>
          <div className="footer__badges">
            <span className="footer__age" aria-hidden="true">
              18+
            </span>
            <span className="row small" style={{ gap: 6 }}>
              <ShieldIcon size={18} />
              {t('footer.secure')}
            </span>
          </div>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className="footer__heading">{t(column.heading)}</h2>
            <ul className="footer__links">
              {column.links.map(([path, label]) => (
                <li key={path}>
                  <Link to={to(path)}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="container footer__bottom">
        <span>{t('footer.ageNotice')}</span>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}
