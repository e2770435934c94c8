import { Link } from '../../lib/router';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lng';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3d89b" />
          <stop offset="1" stopColor="#b8893e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#151b28" />
      <path
        d="M32 10 50 26 32 54 14 26Z"
        fill="none"
        stroke="url(#brand-g)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M14 26h36M24 26l8-16 8 16-8 28z"
        fill="none"
        stroke="url(#brand-g)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  const { t } = useTranslation('shell');
  const to = useLocalize();
  return (
    <Link to={to('/')} className="brand" aria-label={t('brand')}>
      <BrandMark className="brand__mark" />
      <span className="brand__name" aria-hidden="true">
        Jewel <em>Casino</em>
      </span>
    </Link>
  );
}
