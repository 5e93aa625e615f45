import { toastPosition } from './toast-position';

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };
const at = (left: number, top: number) => ({ left, top, right: left + 160, bottom: top + 32 });
/** antd's own 24 px from the bottom, which a lift adds to. */
const antdOffset = 24;

describe('toastPosition (issue 8: a toast hides neither an open dialog nor the control just used)', () => {
  it('puts toasts at the bottom up to the 768 px mobile breakpoint and bottom right from it', () => {
    expect(toastPosition({ width: 390, height: 844 }).placement).toBe('bottom');
    expect(toastPosition({ width: 767, height: 1024 }).placement).toBe('bottom');
    expect(toastPosition({ width: 768, height: 1024 }).placement).toBe('bottomRight');
    expect(toastPosition(laptop)).toEqual({ placement: 'bottomRight', lift: 0 });
  });

  it('keeps them at the edge while the control used is clear of it, hidden (an all-zero box) or gone', () => {
    expect(toastPosition(phone, at(200, 560))).toEqual({ placement: 'bottom', lift: 0 });
    expect(toastPosition(phone, { left: 0, right: 0, top: 0, bottom: 0 }).lift).toBe(0);
    expect(toastPosition(phone, null).lift).toBe(0);
    // On a desk the toast keeps to the right: a control further left is clear of it.
    expect(toastPosition(laptop, at(600, 700)).lift).toBe(0);
  });

  it('lifts them to 8 px above the control used when it sits where the toast would land', () => {
    expect(toastPosition(phone, at(200, 714))).toEqual({ placement: 'bottom', lift: 844 - 714 + 8 - antdOffset });
    expect(toastPosition(phone, at(0, 812)).lift).toBe(844 - 812 + 8 - antdOffset);
    expect(toastPosition(laptop, at(1100, 638))).toEqual({ placement: 'bottomRight', lift: 768 - 638 + 8 - antdOffset });
  });

  it('issue 46: a field reaching from near the top to the foot (no room above) keeps the toast at the edge, on screen', () => {
    const tallField = { left: 0, right: 390, top: 120, bottom: 830 };
    expect(toastPosition(phone, tallField).lift).toBe(0);
  });
});
