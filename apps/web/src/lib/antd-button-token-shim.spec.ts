import { AggregationColor } from 'antd/lib/color-picker/color';
import { isBright as antdIsBright } from 'antd/lib/color-picker/components/ColorPresets';
import { isBright } from './antd-button-token-shim';

describe("the button token's isBright, without antd's colour presets module", () => {
  it("answers as antd's own for light, dark and translucent colours", () => {
    const cases: [string, string][] = [
      ['#ffffff', '#fff'],
      ['#000000', '#fff'],
      ['#1d4ed8', '#fff'],
      ['#fadb14', '#fff'],
      ['rgba(0,0,0,0.3)', '#fff'],
      ['rgba(255,255,255,0.2)', '#000'],
    ];
    for (const [color, background] of cases) {
      const value = new AggregationColor(color);
      expect({ color, bright: isBright(value, background) }).toEqual({ color, bright: antdIsBright(value, background) });
    }
  });
});
