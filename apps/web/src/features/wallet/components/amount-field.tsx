/**
 * The amount of a deposit or a withdrawal, in its currency: the decimal keypad, and only digits and the
 * decimal point reach the form.
 */
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

export function AmountField({
  currency,
  onValueChange,
  ...props
}: Omit<TextFieldProps, 'name' | 'prefix'> & { currency: string }) {
  return (
    <TextField
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      prefix={currency}
      {...props}
      onValueChange={(v) => onValueChange(v.replace(/[^\d.]/g, ''))}
    />
  );
}
