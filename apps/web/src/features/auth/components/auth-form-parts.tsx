/** Pieces the login and registration forms share. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { useLocalize } from '../../../lib/lng';

/** What the login and registration forms take besides `onSuccess`. */
export interface AuthFormProps {
  /** In a dialog: shows the other form there (on a page the switch is a link). */
  onSwitch?: () => void;
  headingLevel?: 1 | 2;
}

/** The form's fields, all disabled at once while access is limited (no frame of its own). */
export function AuthFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} className="stack">
      {children}
    </fieldset>
  );
}

const SWITCH = {
  register: { question: 'login.noAccount', action: 'login.toRegister', path: '/register' },
  login: { question: 'register.haveAccount', action: 'register.toLogin', path: '/login' },
} as const;

/** The line under the form leading to the other one: a button in a dialog (`onSwitch`), else a link. */
export function AuthSwitch({
  to: other,
  onSwitch,
}: {
  to: keyof typeof SWITCH;
  onSwitch: (() => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  const to = useLocalize();
  const { question, path } = SWITCH[other];
  const action = t(SWITCH[other].action);
  return (
    <p className="auth-form__switch">
      {t(question)}
      {onSwitch ? (
        <Button variant="link" onClick={onSwitch}>
          {action}
        </Button>
      ) : (
        <Link to={to(path)} style={{ marginInlineStart: 8 }}>
          {action}
        </Link>
      )}
    </p>
  );
}
