import { Flex, InputNumber, Select } from 'antd';

/** Controls share each row and wrap as whole groups: on a phone two a row, no half-empty lines. */
export const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });

/** Whole euros, grouped by dots as the amounts are written everywhere else (spec 2). */
export const euroInput = {
  min: 0,
  max: 99_999_999,
  step: 1000,
  precision: 0,
  formatter: (value: number | string | undefined) => (value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')),
  // An emptied field must read as no bound (null), not 0: rc-input-number takes '' for empty.
  parser: (text: string | undefined) => (text ?? '').replace(/\D/g, '') as unknown as number,
};

type Bounds = { min: number | null; max: number | null };
type RangeProps = Bounds & { label: string; onChange: (bounds: Bounds) => void };

/** A 'from … to' pair of year selects ('<label> dal', '<label> al'), either end left open. */
export function YearRange({ label, options, min, max, onChange }: RangeProps & { options: { value: number; label: string }[] }) {
  return (
    <Flex gap={4} align="center" style={grow(220)}>
      <Select
        allowClear
        aria-label={`${label} dal`}
        placeholder="Anno dal"
        style={grow(100)}
        options={options}
        value={min ?? undefined}
        onChange={(year?: number) => onChange({ min: year ?? null, max })}
      />
      <Select
        allowClear
        aria-label={`${label} al`}
        placeholder="al"
        style={grow(100)}
        options={options}
        value={max ?? undefined}
        onChange={(year?: number) => onChange({ min, max: year ?? null })}
      />
    </Flex>
  );
}

/** A 'from … to' pair of whole-euro amounts ('<label> minimo', '<label> massimo'), either end left open. */
export function AmountRange({ label, min, max, onChange }: RangeProps) {
  return (
    <Flex gap={4} align="center" style={grow(260)}>
      <InputNumber<number>
        {...euroInput}
        aria-label={`${label} minimo`}
        placeholder={`${label} da €`}
        style={grow(120)}
        value={min}
        onChange={(amount) => onChange({ min: amount, max })}
      />
      <InputNumber<number>
        {...euroInput}
        aria-label={`${label} massimo`}
        placeholder="a €"
        style={grow(120)}
        value={max}
        onChange={(amount) => onChange({ min, max: amount })}
      />
    </Flex>
  );
}
