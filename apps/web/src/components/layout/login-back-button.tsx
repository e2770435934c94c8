/** A visitor's small "log in" button that comes back to this page once logged in. */
import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { loginPath } from '../../lib/auth';
import { useLng } from '../../lib/lng';
import { LinkButton } from '../ui/button';

export function LoginBackButton({ children }: { children: ReactNode }) {
  const lng = useLng();
  const location = useLocation();
  return (
    <LinkButton to={loginPath(lng, location.pathname)} size="sm">
      {children}
    </LinkButton>
  );
}
