/** Sign-in, registration and password reset pages (inside the shell, under /{lng}/). */
import type { RouteObject } from '../../lib/router';

export const routes: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'register',
    lazy: () => import('./routes/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'reset-password',
    lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];
