/** /{lng}/register: the registration form alone (the home page also has it for visitors). */
import { useNavigate } from '../../../lib/router';
import { Card } from '../../../components/ui/card';
import { useLocalize } from '../../../lib/lng';
import { RegisterForm } from '../components/register-form';
import '../components/auth-forms.css';

export function RegisterPage() {
  const navigate = useNavigate();
  const to = useLocalize();
  return (
    <div className="container auth-page">
      <Card className="auth-card">
        <RegisterForm headingLevel={1} onSuccess={() => navigate(to('/'), { replace: true })} />
      </Card>
    </div>
  );
}
