/**
 * The home page for logged-out visitors (spec section 2): the brand promise beside one card that holds
 * the login form and the registration form, with the switch link between them. ?form=register opens
 * the registration form (links from promotions and affiliates).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router';
import { Card } from '../../../components/ui/card';
import { CheckIcon, ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { LoginForm } from './login-form';
import './auth-forms.css';

// The registration form (and its rules) loads when a visitor opens it; the login form is the first page.
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));

export function VisitorHome() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const mode = params.get('form') === 'register' ? 'register' : 'login';
  const show = (next: 'login' | 'register') => {
    const p = new URLSearchParams(params);
    if (next === 'register') p.set('form', 'register');
    else p.delete('form');
    setParams(p, { replace: true, preventScrollReset: true });
  };
  return (
    <section className="container hero" aria-label={t('formsLabel')}>
      <div className="hero__copy">
        <p className="eyebrow">{t('heroEyebrow')}</p>
        <h1 className="hero__title">{t('heroTitle')}</h1>
        <p className="hero__lead">{t('heroLead')}</p>
        <ul className="hero__points">
          <li>
            <ShieldIcon />
            {t('heroPoints.secure')}
          </li>
          <li>
            <WalletIcon />
            {t('heroPoints.fast')}
          </li>
          <li>
            <CheckIcon />
            {t('heroPoints.fair')}
          </li>
        </ul>
      </div>
      <Card className="auth-card">
        {mode === 'login' ? (
          <LoginForm onSuccess={() => undefined} onSwitch={() => show('register')} />
        ) : (
          <Suspense fallback={null}>
            <RegisterForm onSuccess={() => undefined} onSwitch={() => show('login')} />
          </Suspense>
        )}
      </Card>
    </section>
  );
}
