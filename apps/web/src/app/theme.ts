import type { ConfigProviderProps, ThemeConfig } from 'antd';

/**
 * The app's antd theme, shared by the providers and the build-time /auth prerender (whose class
 * names must be the ones the browser's antd computes).
 *
 * antd's defaults fail WCAG AA contrast (issue 8): secondary texts, placeholders, error texts,
 * links and the tags' text on their light backgrounds are darkened to at least 4.5:1 on white
 * (antd's link blue #1677ff gives 4.1:1, #1d4ed8 6.7:1; its 45% black secondary text 3.4:1).
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    // The derived hover shades are lighter, too light under white text: darker ones instead.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorLink: '#1d4ed8',
    colorLinkHover: '#1e40af',
    colorLinkActive: '#1e3a8a',
    colorError: '#cf1322',
    borderRadius: 8,
    // Also colorTextDescription: statistic titles, step titles, upload hints, secondary texts.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // The text colour of the preset tags (gold, orange, green...): step 7 of each palette, here step 8-9.
    gold7: '#874d00',
    orange7: '#ad4e00',
    green7: '#237804',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    lime7: '#3f6600',
    yellow7: '#876800',
  },
  components: {
    // Their empty texts use the disabled colour.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
    List: { colorTextDisabled: 'rgba(0, 0, 0, 0.55)' },
  },
};

/**
 * People who ask their system for less motion (WCAG 2.3.3) get antd without its animations:
 * dialogs, popovers and toasts appear at once. The browser tests ask for it too, so a click never
 * lands on a dialog that is still zooming in. Everyone else keeps `appTheme` as it is, whose
 * styles the /auth prerender has already computed.
 */
export function themeFor(prefersReducedMotion: boolean): ThemeConfig {
  return prefersReducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme;
}

/** antd's click wave, a 2 s fade the `motion` token leaves running: off for the same people. */
export const waveFor = (prefersReducedMotion: boolean): ConfigProviderProps['wave'] => ({ disabled: prefersReducedMotion });

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
