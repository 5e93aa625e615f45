import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { amountToInput, formatAmountInput, parseAmountInput } from './amount-input';

type Props = { id?: string; value?: number; onChange?: (value: number) => void; 'aria-label'?: string; placeholder?: string; disabled?: boolean };

/**
 * The amount text field of spec 2: it shows "1.234,56" and hands the form the number 1234.56.
 * What is typed stays on screen as formatted, so "1.234," keeps its comma while the number is 1234.
 */
export function AmountField({ id, value, onChange, 'aria-label': ariaLabel, placeholder = '0,00', disabled }: Props) {
  const [text, setText] = useState(() => amountToInput(value));
  // A change from outside (a loaded practice, a reset) replaces the text; typing never does.
  useEffect(() => {
    if (parseAmountInput(text) !== (value ?? 0)) setText(amountToInput(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside value change matters here
  }, [value]);
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      inputMode="decimal"
      disabled={disabled}
      placeholder={placeholder}
      suffix="€"
      value={text}
      onChange={(event) => {
        const next = formatAmountInput(event.target.value);
        setText(next);
        onChange?.(parseAmountInput(next));
      }}
    />
  );
}
