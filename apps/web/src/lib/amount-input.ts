/**
 * The amount field of spec 2 /practice/new: only digits and one comma are kept, the integer part
 * is grouped with dots, at most two decimals follow the comma, and the value is stored as a number
 * (an empty field is 0). The display string is the source of truth while typing, so "1.234,"
 * survives a keystroke although it parses to the same number as "1.234".
 */

/** Cleans what was typed (or pasted) into the display form: "1234567,891" -> "1.234.567,89". */
export function formatAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  const integerDigits = (comma === -1 ? kept : kept.slice(0, comma)).replace(/^0+(?=\d)/, '');
  const grouped = integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (comma === -1) return grouped;
  const decimals = kept
    .slice(comma + 1)
    .replace(/,/g, '')
    .slice(0, 2);
  return `${grouped || '0'},${decimals}`;
}

/** The number a display string stands for: "1.234,56" -> 1234.56; empty -> 0. */
export function parseAmountInput(text: string): number {
  const normalized = text.replace(/\./g, '').replace(',', '.');
  const value = Number.parseFloat(normalized);
  return Number.isFinite(value) ? value : 0;
}

/** The display string of a stored amount; 0 shows as empty so the placeholder "0,00" appears. */
export function amountToInput(value: number | null | undefined): string {
  if (!value) return '';
  const rounded = Math.round(value * 100) / 100;
  return formatAmountInput(String(rounded).replace('.', ','));
}
