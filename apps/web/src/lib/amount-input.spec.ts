import { amountToInput, formatAmountInput, parseAmountInput } from './amount-input';

describe('the amount input (spec 2 /practice/new: dot thousands separators, comma decimals)', () => {
  describe('formatAmountInput', () => {
    it('groups the integer part with dots', () => {
      expect(formatAmountInput('1234567')).toBe('1.234.567');
      expect(formatAmountInput('999')).toBe('999');
      expect(formatAmountInput('1000')).toBe('1.000');
    });

    it('accepts only digits and a comma: letters, spaces and typed dots are dropped', () => {
      expect(formatAmountInput('12a3 4€')).toBe('1.234');
      // A dot typed next to the displayed ones is not a decimal separator: the figures regroup.
      expect(formatAmountInput('1.2345')).toBe('12.345');
      expect(formatAmountInput('abc')).toBe('');
    });

    it('keeps at most two decimals after the first comma', () => {
      expect(formatAmountInput('1234,567')).toBe('1.234,56');
      expect(formatAmountInput('1,2,3')).toBe('1,23');
      expect(formatAmountInput('50000,')).toBe('50.000,');
    });

    it('writes a leading comma as 0, and drops leading zeros', () => {
      expect(formatAmountInput(',5')).toBe('0,5');
      expect(formatAmountInput('007')).toBe('7');
      expect(formatAmountInput('0')).toBe('0');
      expect(formatAmountInput('00,50')).toBe('0,50');
    });
  });

  describe('parseAmountInput', () => {
    it('stores the display string as a number', () => {
      expect(parseAmountInput('1.234.567,89')).toBe(1234567.89);
      expect(parseAmountInput('50.000')).toBe(50000);
      expect(parseAmountInput('0,5')).toBe(0.5);
      expect(parseAmountInput('12,')).toBe(12);
    });

    it('an empty amount is 0', () => {
      expect(parseAmountInput('')).toBe(0);
    });
  });

  describe('amountToInput', () => {
    it('shows a stored amount in the display form', () => {
      expect(amountToInput(1234.5)).toBe('1.234,5');
      expect(amountToInput(250000)).toBe('250.000');
      expect(amountToInput(0.07)).toBe('0,07');
    });

    it('shows 0 and a missing amount as empty, so the placeholder 0,00 appears', () => {
      expect(amountToInput(0)).toBe('');
      expect(amountToInput(undefined)).toBe('');
    });

    it('round-trips through parse', () => {
      for (const value of [1, 12.34, 99_999_999.99, 1_000_000]) expect(parseAmountInput(amountToInput(value))).toBe(value);
    });
  });
});
