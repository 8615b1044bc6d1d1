import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import engineFiles from '../../../../plugins/svg-to-pdf/engine-files.json';
import { FAMILIES, faceFor, loadFont, mapFamily, parseFamilyList, scriptFallback, setFontReader } from './fonts';

// The app fetches /engines/<path>; here the same files come from node_modules (engine-files.json's map).
beforeAll(() => {
  setFontReader(async (path) => {
    const dir = path.slice(0, path.lastIndexOf('/'));
    const file = path.slice(path.lastIndexOf('/') + 1);
    const inDir = engineFiles.filter((e) => e.to === dir);
    const entry = inDir.find((e) => e.from.endsWith(`/${file}`)) ?? inDir.find((e) => e.from.includes('*'))!;
    const from = entry.from.includes('*') ? `${entry.from.slice(0, entry.from.lastIndexOf('/'))}/${file}` : entry.from;
    return new Uint8Array(readFileSync(new URL(`../../../../node_modules/${from}`, import.meta.url)));
  });
});

describe('font-family names', () => {
  it('maps families to shipped fonts and says which are stand-ins', () => {
    expect(mapFamily('"Noto Sans"')).toEqual({ id: 'noto-sans', exact: true });
    expect(mapFamily('sans-serif')).toEqual({ id: 'noto-sans', exact: true });
    expect(mapFamily('Arial')).toEqual({ id: 'arimo', exact: false });
    expect(mapFamily('Times New Roman')).toEqual({ id: 'tinos', exact: false });
    expect(mapFamily('Courier New')).toEqual({ id: 'cousine', exact: false });
    expect(mapFamily('Microsoft YaHei')).toEqual({ id: 'noto-sans-sc', exact: false });
    expect(mapFamily('Georgia')).toEqual({ id: 'noto-serif', exact: false });
    expect(mapFamily('Roboto')).toEqual({ id: 'noto-sans', exact: false });
    expect(mapFamily("'DejaVu Sans'")).toEqual({ id: 'dejavu-sans', exact: true });
    expect(mapFamily('Bitstream Vera Sans')).toEqual({ id: 'noto-sans', exact: false });
    expect(parseFamilyList(`"Segoe UI", 'Noto Sans', sans-serif`)).toEqual(['Segoe UI', 'Noto Sans', 'sans-serif']);
  });

  it('falls back by script, and by language for Han characters', () => {
    expect(scriptFallback(0x0633, '')).toBe('noto-sans-arabic');
    expect(scriptFallback(0x05e9, '')).toBe('noto-sans-hebrew');
    expect(scriptFallback(0x0928, '')).toBe('noto-sans-devanagari');
    expect(scriptFallback(0xac00, '')).toBe('noto-sans-kr');
    expect(scriptFallback(0x4e2d, 'zh-TW')).toBe('noto-sans-tc');
    expect(scriptFallback(0x4e2d, 'ja')).toBe('noto-sans-jp');
    expect(scriptFallback(0x4e2d, '')).toBe('noto-sans-sc');
    expect(scriptFallback(0x41, '')).toBeNull();
  });
});

describe('shipped fonts', () => {
  it('shapes Arabic with joining forms (HarfBuzz on the shipped Noto Sans Arabic)', async () => {
    const face = await faceFor(FAMILIES['noto-sans-arabic'], 0x0633, false, false);
    expect(face?.path).toBe('fonts/noto-sans-arabic/NotoSansArabic_400Regular.ttf');
    const { font } = (await loadFont(face!.path))!;
    const hb = await import('harfbuzzjs');
    const shapeIds = (text: string) => {
      const b = new hb.Buffer();
      b.addText(text);
      b.guessSegmentProperties();
      hb.shape(font, b);
      return b.getGlyphInfos().map((g) => g.codepoint);
    };
    const joined = shapeIds('سلم');
    const isolated = ['س', 'ل', 'م'].map((c) => shapeIds(c)[0]);
    expect(joined).toHaveLength(3);
    // Right to left, and every letter in its joined form, not its isolated one.
    expect(joined.reverse().every((g, i) => g !== isolated[i])).toBe(true);
    expect(font.glyphToPath(joined[0])).toMatch(/^M[\d.-]+/);
  });

  it('reads a CJK slice (WOFF → sfnt) that covers the character asked for', async () => {
    const face = await faceFor(FAMILIES['noto-sans-sc'], 0x4e2d, false, false);
    expect(face?.path).toMatch(/^fonts\/noto-sans-sc\/noto-sans-sc-\d+-400-normal\.woff$/);
    const loaded = (await loadFont(face!.path))!;
    expect(loaded.covers.has(0x4e2d)).toBe(true);
    expect(loaded.upem).toBe(1000);
    expect(face?.fakeBold).toBe(false);
    expect((await faceFor(FAMILIES['noto-sans-sc'], 0x4e2d, true, false))?.fakeBold).toBe(true);
  });

  it('ships DejaVu Sans in its four styles, with its own Hebrew and Arabic', async () => {
    for (const [bold, italic, file] of [
      [false, false, 'DejaVuSans.ttf'],
      [true, false, 'DejaVuSans-Bold.ttf'],
      [false, true, 'DejaVuSans-Oblique.ttf'],
      [true, true, 'DejaVuSans-BoldOblique.ttf'],
    ] as const) {
      const face = await faceFor(FAMILIES['dejavu-sans'], 0x41, bold, italic);
      expect(face?.path).toBe(`fonts/dejavu-sans/${file}`);
      expect(face?.fakeItalic || face?.fakeBold).toBe(false);
    }
    const loaded = (await loadFont('fonts/dejavu-sans/DejaVuSans.ttf'))!;
    expect(loaded.upem).toBe(2048);
    for (const cp of [0x41, 0x05d0, 0x0627]) expect(loaded.covers.has(cp), cp.toString(16)).toBe(true);
  });

  it('has no glyph for colour emoji (that text is drawn as an image instead)', async () => {
    for (const id of Object.keys(FAMILIES)) expect(await faceFor(FAMILIES[id], 0x1f600, false, false), id).toBeNull();
  });
});
