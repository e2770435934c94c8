import { useTranslation } from 'react-i18next';
import './surfaces.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('shell');
  return <span className="spinner" role="status" aria-label={label ?? t('loading')} />;
}

export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="loading-block">
      <Spinner label={label} />
    </div>
  );
}
