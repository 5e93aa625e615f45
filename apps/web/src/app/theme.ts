import type { ThemeConfig } from 'antd';

/**
 * The app's antd theme, shared by the providers and the build-time /auth prerender (whose class
 * names must be the ones the browser's antd computes). Links take the primary blue: antd's default
 * link blue (#1677ff) has a 4.1:1 contrast on white, below WCAG AA's 4.5:1; #1d4ed8 has 6.7:1.
 * Secondary texts (Typography's secondary type, statistic titles, menu group titles) take #666
 * (5.7:1 on white) for the same reason: antd's default, 45% black, gives 3.4:1. Coloured tags
 * write in their palette's 7th shade on its 1st, under 4.5:1 for the light hues (green 3.4:1):
 * those take a darker shade of the same hue.
 */
export const appTheme: ThemeConfig = {
  token: { colorPrimary: '#1d4ed8', colorLink: '#1d4ed8', colorTextDescription: '#666666', borderRadius: 8 },
  components: {
    Tag: { green7: '#237804', orange7: '#ad4e00', gold7: '#874d00', cyan7: '#006d75', volcano7: '#ad2102', lime7: '#3f6600', yellow7: '#876800' },
  },
};
