import { appTheme, themeFor, waveFor } from './theme';

describe('the antd theme (issue 8: accessibility)', () => {
  it('turns antd motion off for people who prefer reduced motion (WCAG 2.3.3)', () => {
    const theme = themeFor(true);
    expect(theme.token?.motion).toBe(false);
    expect(theme.token?.colorPrimary).toBe(appTheme.token?.colorPrimary);
  });

  it("turns antd's click wave off for them too, and only for them (WCAG 2.3.3)", () => {
    expect(waveFor(true)).toEqual({ disabled: true });
    expect(waveFor(false)).toEqual({ disabled: false });
  });

  it('keeps the very theme the /auth prerender computed for everyone else', () => {
    expect(themeFor(false)).toBe(appTheme);
  });
});
