import { describe, expect, it } from 'vitest';
import { FONT_IDS, FONT_LIST, fontById, isFontAvailable } from './fontList';

/** A measuring context where only the named fonts exist: they change the width, others fall back. */
function fakeContext(installed: string[]) {
  let font = '';
  return {
    get font() {
      return font;
    },
    set font(v: string) {
      font = v;
    },
    measureText: () => {
      const used = installed.find((f) => font.includes(`"${f}"`));
      const generic = font.split(/[ ,]+/).at(-1)!;
      return { width: used ? 100 + used.length : 50 + generic.length } as TextMetrics;
    },
  };
}

describe('font list', () => {
  it('lists the system default and the Chinese fonts the cover tools share', () => {
    expect(FONT_IDS[0]).toBe('system');
    expect(FONT_IDS).toEqual(
      expect.arrayContaining(['PingFang SC', 'Microsoft YaHei', 'Noto Sans SC', 'Source Han Serif', 'LXGW WenKai', 'STKaiti']),
    );
    expect(FONT_LIST).toHaveLength(15);
    expect(fontById('SimSun').family).toBe('"SimSun", serif');
    expect(fontById('nope').id).toBe('system');
  });
  it('tells installed fonts from missing ones by measuring text', () => {
    const ctx = fakeContext(['Noto Sans SC']);
    expect(isFontAvailable(fontById('Noto Sans SC'), ctx)).toBe(true);
    expect(isFontAvailable(fontById('PingFang SC'), ctx)).toBe(false);
    expect(isFontAvailable(fontById('system'), ctx)).toBe(true);
  });
  it('says missing when there is no canvas to measure with', () => {
    expect(isFontAvailable(fontById('KaiTi'), undefined)).toBe(false);
  });
});
