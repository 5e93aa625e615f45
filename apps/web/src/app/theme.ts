import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme, shared by the providers and the build-time /auth prerender (whose class
 * names must be the ones the browser's antd computes). Links take the primary blue: antd's default
 * link blue (#1677ff) has a 4.1:1 contrast on white, below WCAG AA's 4.5:1; #1d4ed8 has 6.7:1.
 */
export const appTheme: ThemeConfig = { token: { colorPrimary: '#1d4ed8', colorLink: '#1d4ed8', borderRadius: 8 } };
