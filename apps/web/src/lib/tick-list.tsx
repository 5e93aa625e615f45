import { Checkbox } from 'antd';

export type TickOption<T extends string | number> = { value: T; label: string; disabled?: boolean };

type Props<T extends string | number> = { id?: string; options: readonly TickOption<T>[]; value?: readonly T[]; onChange?: (values: T[]) => void };

/**
 * A set of checkboxes as one form field (value and onChange come from Form.Item), in place of
 * antd's Checkbox.Group: the group forwards only the values its boxes have registered in an
 * effect, so a tick made before those effects ran was lost on a busy device (the rate of an
 * offer, of an exclusivity and of a reconfirmation all met it). The values keep the options' order.
 */
export function TickList<T extends string | number>({ id, options, value = [], onChange }: Props<T>) {
  const toggle = (target: T, ticked: boolean) => onChange?.(options.map((option) => option.value).filter((v) => (v === target ? ticked : value.includes(v))));
  return (
    // `id` from Form.Item, so its label points at the set.
    <div id={id} style={{ display: 'grid', gap: 4 }}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          checked={value.includes(option.value)}
          disabled={option.disabled}
          onChange={(event) => toggle(option.value, event.target.checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}
