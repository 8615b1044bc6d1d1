import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT, type TextItem } from './scene';
import { boxCorners, fontCss, hitsText, layoutText, LINE_HEIGHT, textAt, toLocal } from './textLayout';
import { fakeContext } from './testCanvas';

const size = { width: 1000, height: 2000 };
const item = (patch: Partial<TextItem> = {}): TextItem => ({ ...DEFAULT_TEXT, id: 'a', ...patch });

describe('text layout', () => {
  it('builds the font from size, weight and family', () => {
    expect(fontCss(item({ size: 100, bold: true, font: 'KaiTi' }), size)).toBe('bold 100px "KaiTi", serif');
    expect(fontCss(item({ size: 50, bold: false }), size)).toMatch(/^50px system-ui/);
    // Unknown font ids fall back to the system stack instead of breaking the font string.
    expect(fontCss(item({ font: 'Nope' }), size)).toContain('system-ui');
  });

  it('stacks lines around the centre and measures the widest', () => {
    const layout = layoutText(fakeContext(), item({ text: 'abcd\nab\nabcdef', size: 100 }), size);
    // fake measure: 0.6 em per character at 100 px
    expect(layout.lines.map((l) => l.width)).toEqual([240, 120, 360]);
    expect(layout.width).toBe(360);
    expect(layout.height).toBeCloseTo(3 * 100 * LINE_HEIGHT);
    expect(layout.lines.map((l) => l.y)).toEqual([-125, 0, 125]);
  });

  it('aligns lines inside the box', () => {
    const m = fakeContext();
    const at = (align: TextItem['align']) => layoutText(m, item({ text: 'ab\nabcd', size: 100, align }), size).lines[0].x;
    expect(at('left')).toBe(-120);
    expect(at('center')).toBe(0);
    expect(at('right')).toBe(120);
  });

  it('keeps a clickable box for empty text', () => {
    const layout = layoutText(fakeContext(), item({ text: '', size: 100 }), size);
    expect(layout.width).toBeGreaterThan(0);
    expect(layout.height).toBeGreaterThan(0);
  });

  it('hit-tests in the rotated box', () => {
    const m = fakeContext();
    // "abcdefghij" at 100 px: 600 × 125 box centred on (500, 1000)
    const flat = item({ text: 'abcdefghij', size: 100, x: 0.5, y: 0.5 });
    const layout = layoutText(m, flat, size);
    expect(hitsText(layout, flat, size, 790, 1000)).toBe(true);
    expect(hitsText(layout, flat, size, 500, 1200)).toBe(false);
    const turned = { ...flat, rotation: 90 };
    expect(hitsText(layout, turned, size, 790, 1000)).toBe(false);
    expect(hitsText(layout, turned, size, 500, 1250)).toBe(true);
    const p = toLocal(turned, size, 500, 1250);
    expect(p.x).toBeCloseTo(250);
    expect(p.y).toBeCloseTo(0);
  });

  it('finds the topmost item under a point', () => {
    const m = fakeContext();
    const items = [item({ id: 'under', text: 'xxxxxxxx' }), item({ id: 'over', text: 'xx' })];
    expect(textAt(m, items, size, 500, 1000)?.id).toBe('over');
    expect(textAt(m, items, size, 650, 1000)?.id).toBe('under');
    expect(textAt(m, items, size, 10, 10)).toBeUndefined();
  });

  it('gives the outline corners of a rotated box', () => {
    const it = item({ text: 'abcdefghij', size: 100, rotation: 90 });
    const corners = boxCorners(layoutText(fakeContext(), it, size), it, size);
    const xs = corners.map(([x]) => Math.round(x));
    const ys = corners.map(([, y]) => Math.round(y));
    expect(Math.min(...xs)).toBe(438);
    expect(Math.max(...xs)).toBe(563);
    expect(Math.min(...ys)).toBe(700);
    expect(Math.max(...ys)).toBe(1300);
  });
});
