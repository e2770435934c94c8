/** /{lng}/login: the login form alone; after signing in the player returns to ?redirect= or home. */
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { safeRedirect } from '../../../lib/auth';
import { useLocalize } from '../../../lib/lng';
import { LoginForm } from './login-form';
import './auth-forms.css';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalize();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <div className="container auth-page">
      <Card className="auth-card">
        <LoginForm headingLevel={1} onSuccess={() => navigate(redirect ?? to('/'), { replace: true })} />
      </Card>
    </div>
  );
}
