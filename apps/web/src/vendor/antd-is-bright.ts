import { Color as RcColor } from '@rc-component/color-picker/es/color';

type RgbColor = { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string };

/**
 * antd 5.29's `isBright` (color-picker/components/ColorPresets.js), copied as it is. antd's
 * Button styles import it from that module, which also imports Collapse and the colour blocks;
 * vite.config.ts points Button at this copy, so the entry chunk never carries those.
 */
export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
