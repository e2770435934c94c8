/** /{lng}/login: the login form alone; after signing in the player returns to ?redirect= or home. */
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { Card } from '../../../components/ui/card';
import { safeRedirect, useIsPlayer } from '../../../lib/auth';
import { useLocalize } from '../../../lib/lng';
import { LoginForm } from '../components/login-form';
import '../components/auth-forms.css';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalize();
  const redirect = safeRedirect(params.get('redirect'));
  const player = useIsPlayer();
  // Already signed in (another tab, the back button): nothing to do here.
  if (player) return <Navigate to={redirect ?? to('/')} replace />;
  return (
    <div className="container auth-page">
      <Card className="auth-card">
        <LoginForm headingLevel={1} onSuccess={() => navigate(redirect ?? to('/'), { replace: true })} />
      </Card>
    </div>
  );
}
