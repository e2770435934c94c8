/**
 * The site header: brand, primary navigation (a drawer on phones), language switch, and either the
 * visitor's login/register buttons or the player's balance, currency switch, deposit and account.
 */
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth';
import { useLocalize } from '../../lib/lng';
import { LinkButton } from '../ui/button';
import { CloseIcon, LogoutIcon, MenuIcon, UserIcon } from '../ui/icons';
import { toast } from '../ui/toast-store';
import { trpc } from '../../lib/trpc';
import { BalanceSwitch } from './balance-switch';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

interface NavItem {
  to: string;
  key: string;
  end?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: '/', key: 'home', end: true },
  { to: '/game/slots', key: 'slots' },
  { to: '/game/pachinko', key: 'pachinko' },
  { to: '/game/live-casino', key: 'live' },
  { to: '/sports-bet', key: 'sports' },
  { to: '/promotions', key: 'promotions' },
  { to: '/videoList', key: 'videos' },
];

const ACCOUNT_NAV: readonly NavItem[] = [
  { to: '/account', key: 'myAccount', end: true },
  { to: '/account/deposit', key: 'deposit' },
  { to: '/account/withdraw', key: 'withdraw' },
];

export function Header() {
  const { t } = useTranslation('shell');
  const to = useLocalize();
  const session = useSession();
  const loggedIn = session.data?.loggedIn === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const logout = trpc.session.logout.useMutation({
    onSuccess: async () => {
      setMenuOpen(false);
      await utils.invalidate();
      toast.info(t('auth:logoutDone'));
      navigate(to('/'), { replace: true });
    },
  });

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    const el = drawer.current;
    if (!el) return;
    if (menuOpen && !el.open) el.showModal();
    if (!menuOpen && el.open) el.close();
  }, [menuOpen]);

  return (
    <header className={loggedIn ? 'header header--player' : 'header'}>
      <div className="container header__bar">
        <button
          type="button"
          className="icon-btn header__menu-btn"
          aria-label={t('menu')}
          aria-expanded={menuOpen}
          aria-controls="site-drawer"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        <Brand />
        <nav className="primary-nav" aria-label={t('mainNav')}>
          {NAV.map((item) => (
            <NavLink key={item.key} className="nav-link" to={to(item.to)} end={item.end}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="header__spacer" />
        <div className="header__actions">
          <span className="header__desktop-only">
            <LanguageSwitch />
          </span>
          {session.isPending ? null : loggedIn ? (
            <>
              <BalanceSwitch />
              <LinkButton to={to('/account/deposit')} size="sm" className="header__desktop-only">
                {t('deposit')}
              </LinkButton>
              <NavLink
                to={to('/account')}
                className="icon-btn"
                aria-label={t('myAccount')}
                title={t('myAccount')}
              >
                <UserIcon size={22} />
              </NavLink>
            </>
          ) : (
            <>
              <LinkButton to={to('/login')} variant="ghost" size="sm">
                {t('login')}
              </LinkButton>
              <LinkButton to={to('/register')} size="sm">
                {t('register')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
      {/* A click on the backdrop closes the drawer; the keyboard closes it with Escape (onCancel). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={drawer}
        id="site-drawer"
        className="drawer"
        aria-label={t('menu')}
        onCancel={(e) => {
          e.preventDefault();
          setMenuOpen(false);
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setMenuOpen(false);
        }}
      >
        <div className="drawer__inner">
          <div className="row-between">
            <Brand />
            <button
              type="button"
              className="icon-btn"
              aria-label={t('closeMenu')}
              onClick={() => setMenuOpen(false)}
            >
              <CloseIcon />
            </button>
          </div>
          <nav className="drawer__nav" aria-label={t('mainNav')}>
            {NAV.map((item) => (
              <NavLink key={item.key} to={to(item.to)} end={item.end}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
            {loggedIn ? (
              <>
                <p className="drawer__section-title">{t('myAccount')}</p>
                {ACCOUNT_NAV.map((item) => (
                  <NavLink key={item.key} to={to(item.to)} end={item.end}>
                    {t(item.key)}
                  </NavLink>
                ))}
                <button type="button" className="drawer__logout" onClick={() => logout.mutate()}>
                  <LogoutIcon size={18} />
                  {t('logout')}
                </button>
              </>
            ) : null}
          </nav>
          <div>
            <p className="drawer__section-title">{t('language')}</p>
            <div style={{ padding: '8px 12px' }}>
              <LanguageSwitch />
            </div>
          </div>
        </div>
      </dialog>
    </header>
  );
}
