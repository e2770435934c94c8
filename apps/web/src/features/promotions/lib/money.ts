/** Money as the lobby shows it: the shared format, never throwing on an odd upstream value. */
import { formatMoney } from '@casino/shared/rules/format';

export function money(amount: string, currency: string, abbreviate = false): string {
  try {
    return formatMoney(amount, currency, { abbreviate });
  } catch {
    return `${amount} ${currency}`;
  }
}
