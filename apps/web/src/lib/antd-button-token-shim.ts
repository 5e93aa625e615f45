/**
 * antd's button theme token imports `isBright` from the colour picker's presets module, which also
 * holds the presets panel (Collapse, ColorBlock). Rollup splits by module: once a lazy page uses
 * the colour picker (ProTable's value types do), that whole module, Collapse included, lands in
 * the entry chunk beside the button, about 7 KB gzip over /auth's budget. vite.config.ts points
 * only that import here; the function is antd 5's own, checked against it in the spec.
 */
import { Color as RcColor } from '@rc-component/color-picker';

type ColorValue = { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string };

export const isBright = (value: ColorValue, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode, as antd does.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
