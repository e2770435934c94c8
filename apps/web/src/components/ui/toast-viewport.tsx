import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';
import './toast.css';

const icons = { error: WarningIcon, success: CheckIcon, info: InfoIcon } as const;

export function ToastViewport() {
  const { t } = useTranslation('shell');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const list = (errors: boolean) => (
    <div role={errors ? 'alert' : 'status'} className="toasts__list">
      {toasts
        .filter((x) => (x.tone === 'error') === errors)
        .map((x) => (
          <ToastItem
            key={x.id}
            id={x.id}
            tone={x.tone}
            message={x.text}
            closeLabel={t('close')}
            Icon={icons[x.tone]}
          />
        ))}
    </div>
  );
  return (
    <section className="toasts" aria-label={t('notifications')}>
      {/* Two live regions so errors interrupt and confirmations do not. */}
      {list(true)}
      {list(false)}
    </section>
  );
}

function ToastItem({
  id,
  tone,
  message,
  closeLabel,
  Icon,
}: {
  id: number;
  tone: string;
  message: string;
  closeLabel: string;
  Icon: (typeof icons)[keyof typeof icons];
}) {
  return (
    <div className={`toast toast--${tone}`} data-toast={tone}>
      <Icon size={18} />
      <span className="toast__msg">{message}</span>
      <button
        type="button"
        className="icon-btn toast__close"
        aria-label={closeLabel}
        onClick={() => dismissToast(id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
