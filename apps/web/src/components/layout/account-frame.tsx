/**
 * The frame of every player page under /{lng}/account: the login guard and the account navigation
 * (a side list on desktop, a scrolling tab row on phones). Features wrap their account pages in it
 * through `accountPage()` (account-page.tsx), so the frame loads with the first account page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { RequirePlayer, useIsPlayer } from '../../lib/auth';
import { useLocalize } from '../../lib/lng';
import './account-frame.css';

const SECTIONS = [
  { path: '/account', key: 'overview', end: true },
  { path: '/account/wallet', key: 'wallet' },
  { path: '/account/deposit', key: 'deposit' },
  { path: '/account/withdraw', key: 'withdraw' },
  { path: '/account/history', key: 'history' },
  { path: '/account/bonuses', key: 'bonuses' },
  { path: '/account/security', key: 'security' },
  { path: '/account/kyc', key: 'kyc' },
  { path: '/account/responsible-gaming', key: 'responsible' },
] as const;

export function AccountFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const to = useLocalize();
  // The frame may be rendered out of sight until the session answers (RequirePlayer): the row is
  // measured once it is shown.
  const shown = useIsPlayer();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On phones the menu is a scrolling row: bring the current section into view, once per page, in a
  // task after the frame that painted it. Layout is then already done, so reading it costs nothing;
  // read during the commit, it forced a layout of the whole page (60 ms of main thread on this
  // machine, every render of every account page).
  useEffect(() => {
    if (!shown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => showCurrent(nav.current), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, pathname]);
  return (
    <RequirePlayer>
      <div className="container account-frame">
        <nav className="account-nav" aria-label={t('sectionsLabel')} ref={nav}>
          {SECTIONS.map((s) => (
            <NavLink key={s.key} className="nav-link" to={to(s.path)} end={'end' in s ? s.end : false}>
              {t(`sections.${s.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="account-frame__content">{children}</div>
      </div>
    </RequirePlayer>
  );
}

/** Scrolls a scrolling menu row so that its current section sits in the middle. */
function showCurrent(nav: HTMLElement | null) {
  const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (nav && current && nav.scrollWidth > nav.clientWidth) {
    const offset = current.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    nav.scrollLeft = offset - (nav.clientWidth - current.offsetWidth) / 2;
  }
}
