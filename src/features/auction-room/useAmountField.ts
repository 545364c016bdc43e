import { useState } from 'react';
import { checkAmount } from '../../lib/bidding';
import { formatMoney } from '../../lib/money';
import type { FormMessage } from '../../ui/form/formMessage';

/** An amount input's text and error; `check` says why an amount cannot be sent (spec §8 texts). */
export function useAmountField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<FormMessage | null>(null);

  const change = (next: string) => {
    setValue(next);
    setError(null);
  };

  /** The amount to send, or null (with the reason shown) when it is empty or below `minimum`. */
  const check = (minimum: number): number | null => {
    const result = checkAmount(value, minimum);
    if (result.ok) {
      setError(null);
      return result.amount;
    }
    setError(
      result.reason === 'tooLow'
        ? { key: 'auctionRoom:errors.tooLow', values: { amount: formatMoney(result.minimum) } }
        : { key: 'auctionRoom:errors.empty' },
    );
    return null;
  };

  return { value, error, change, check, clear: () => change(''), dismissError: () => setError(null) };
}
