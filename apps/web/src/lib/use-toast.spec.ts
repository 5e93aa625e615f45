import { toastPlacement } from './use-toast';

describe('toastPlacement (issue 8: a toast never hides an open dialog on a phone)', () => {
  it('puts toasts at the bottom up to the 768 px mobile breakpoint and bottom right from it', () => {
    expect(toastPlacement(390)).toBe('bottom');
    expect(toastPlacement(767)).toBe('bottom');
    expect(toastPlacement(768)).toBe('bottomRight');
    expect(toastPlacement(1366)).toBe('bottomRight');
  });
});
