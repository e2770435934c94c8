import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { CheckIcon, CopyIcon } from './icons';

/** Copies `value` to the clipboard and says so (for codes, addresses, links). */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation('shell');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label ?? t('copy')}
      icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </Button>
  );
}
