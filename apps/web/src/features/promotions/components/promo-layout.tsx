/** The promotions area: a heading, the tabs of each promotion type, and the chosen page. */
import { Outlet } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import { NavTabs } from '../../../components/ui/tabs';
import { useLocalize } from '../../../lib/lng';
import '../promotions.css';

export function PromoLayout() {
  const { t } = useTranslation('promotions');
  const to = useLocalize();
  const tabs = [
    { to: to('/promotions'), label: t('tabs.tournaments'), end: true },
    { to: to('/promotions/lottery'), label: t('tabs.lottery') },
    { to: to('/promotions/guess'), label: t('tabs.guess') },
    { to: to('/promotions/tasks'), label: t('tabs.tasks') },
    { to: to('/promotions/check-in'), label: t('tabs.checkin') },
    { to: to('/promotions/free-spins'), label: t('tabs.freeSpins') },
    { to: to('/promotions/vip'), label: t('tabs.vip') },
  ];
  return (
    <div className="promo container page-body">
      <header className="promo__head">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <div className="promo__tabs">
        <NavTabs items={tabs} label={t('tabs.label')} />
      </div>
      <Outlet />
    </div>
  );
}

export default PromoLayout;
