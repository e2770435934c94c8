import { Link } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lng';
import { ShieldIcon } from '../ui/icons';
import { BrandMark } from './brand';

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
        <div>
          <h2 className="footer__heading">{t('footer.about')}</h2>
          <ul className="footer__links">
            <li>
              <Link to={to('/promotions')}>{t('nav.promotions')}</Link>
            </li>
            <li>
              <Link to={to('/videoList')}>{t('nav.videos')}</Link>
            </li>
            <li>
              <Link to={to('/account/responsible-gaming')}>{t('footer.responsible')}</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer__heading">{t('footer.support')}</h2>
          <ul className="footer__links">
            <li>
              <Link to={to('/page/terms')}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={to('/page/privacy')}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <span>{t('footer.ageNotice')}</span>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}
