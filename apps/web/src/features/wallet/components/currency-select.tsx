/** The currency choice of the deposit and withdrawal forms: every wallet currency. */
import type { Currency } from '@casino/shared/schemas/money';
import { SelectField } from '../../../components/ui/select-field';
import { ALL_CURRENCIES } from '../hooks/use-wallets';

const OPTIONS = ALL_CURRENCIES.map((c) => ({ value: c, label: c }));

export function CurrencySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={(v) => onChange(v as Currency)}
      options={OPTIONS}
    />
  );
}
