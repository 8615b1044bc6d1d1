import { describe, expect, it } from 'vitest';
import generateFavicons from './pipeline';
import manifest from './manifest';
import { characters, emojiProblem, textProblem } from './textRules';
import { designFromOptions, designProblem } from './design';
import { designToSvg, nodeToPathData } from './render';
import { ICONS, ICON_NAMES } from './iconSet';
import { directContext } from '../../schemas/pipeline';
import { sanitizeSvg, serializeSvg } from '../../families/svg/svgSafety';
import { outlineOfInk } from './glyphArt';

const options = (o: Record<string, unknown>) => manifest.options.parse(o);

describe('text and emoji rules', () => {
  it('counts what a reader sees as characters', () => {
    expect(characters('汉字')).toHaveLength(2);
    expect(characters('👍🏽')).toHaveLength(1);
    expect(characters('e\u0301')).toHaveLength(1);
    expect(characters('🇨🇳')).toHaveLength(1);
  });
  it('accepts 1–2 characters of text and says what is wrong otherwise', () => {
    expect(textProblem('A')).toBeUndefined();
    expect(textProblem(' 中文 ')).toBeUndefined();
    expect(textProblem('')).toBe('errors.textEmpty');
    expect(textProblem('   ')).toBe('errors.textEmpty');
    expect(textProblem('ABC')).toBe('errors.textTooLong');
  });
  it('accepts exactly one emoji', () => {
    expect(emojiProblem('🚀')).toBeUndefined();
    expect(emojiProblem('👨‍👩‍👧')).toBeUndefined();
    expect(emojiProblem('🇯🇵')).toBeUndefined();
    expect(emojiProblem('🚀🚀')).toBe('errors.emojiInvalid');
    expect(emojiProblem('A')).toBe('errors.emojiInvalid');
    expect(emojiProblem('')).toBe('errors.emojiInvalid');
  });
});

describe('design from options', () => {
  it('checks the field of the chosen mode only', () => {
    expect(designProblem(options({ mode: 'icon', text: 'TOO LONG' }))).toBeUndefined();
    expect(designProblem(options({ mode: 'icon', icon: 'no-such-icon' }))).toBe('errors.unknownIcon');
    expect(designProblem(options({ mode: 'emoji', emoji: 'x' }))).toBe('errors.emojiInvalid');
  });
  it('gives 3-character text its message from the pipeline too', async () => {
    await expect(generateFavicons({ kind: 'none' }, options({ text: 'ABC' }), directContext())).rejects.toMatchObject({
      key: 'errors.textTooLong',
    });
  });
  it('needs a canvas to draw (there is none under Node)', async () => {
    await expect(generateFavicons({ kind: 'none' }, options({}), directContext())).rejects.toMatchObject({
      key: 'errors.canvasUnavailable',
    });
  });
});

describe('icon set', () => {
  it('has real Lucide nodes for every name, all drawable as paths', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(60);
    for (const name of ICON_NAMES) {
      expect(ICONS[name].length, name).toBeGreaterThan(0);
      for (const node of ICONS[name]) expect(nodeToPathData(node), `${name} ${node[0]}`).toMatch(/^[Mm]/);
    }
  });
  it('turns shapes into path data', () => {
    expect(nodeToPathData(['circle', { cx: '12', cy: '12', r: '10' }])).toBe('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0Z');
    expect(nodeToPathData(['line', { x1: '1', y1: '2', x2: '3', y2: '4' }])).toBe('M1 2L3 4');
    expect(nodeToPathData(['polyline', { points: '1 2, 3 4 5 6' }])).toBe('M1 2L3 4L5 6');
    expect(nodeToPathData(['rect', { x: '2', y: '3', width: '4', height: '5' }])).toBe('M2 3h4v5h-4Z');
    expect(nodeToPathData(['rect', { x: '0', y: '0', width: '10', height: '10', rx: '2' }])).toContain('a2 2 0 0 1 2 2');
  });
});

describe('favicon.svg', () => {
  it('draws text as outlines of the drawn glyphs, in the chosen colour and shape, never as live <text>', () => {
    const design = designFromOptions(
      options({ text: '<&', font: 'Noto Sans SC', shape: 'circle', fontColor: '#ff0000', backgroundColor: '#00ff00' }),
    );
    const svg = designToSvg(design, { kind: 'outline', d: 'M 10 10 L 20 10 L 20 20 Z' });
    expect(svg).toContain('<circle cx="256" cy="256" r="256" fill="#00ff00"/>');
    expect(svg).toContain('<path fill="#ff0000" d="M 10 10 L 20 10 L 20 20 Z"><title>&lt;&amp;</title></path>');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('font-family');
    expect(svg).toContain('clip-path="url(#s)"');
    // It is well-formed and keeps everything through the sanitiser.
    expect(serializeSvg(sanitizeSvg(svg).root)).toContain('d="M 10 10 L 20 10 L 20 20 Z"');
  });
  it('traces where the drawing has ink, holes included, to path data in pixels', async () => {
    // A ring (outer radius 24, inner 12) drawn at 64 px, anti-aliased edge at half alpha.
    const size = 64;
    const data = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const r = Math.hypot(x + 0.5 - 32, y + 0.5 - 32);
        data[(y * size + x) * 4 + 3] = r < 24 && r > 12 ? 255 : r < 25 && r > 11 ? 100 : 0;
      }
    const d = await outlineOfInk({ width: size, height: size, data } as ImageData);
    const subpaths = d.split('Z').filter((p) => p.trim());
    expect(subpaths).toHaveLength(2); // the outer edge and the hole
    const xs = [...d.matchAll(/[ML] ([\d.]+) ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...xs)).toBeLessThanOrEqual(57);
  });
  it('embeds an emoji as the drawn image (colour glyphs have no outline)', () => {
    const svg = designToSvg(designFromOptions(options({ mode: 'emoji', emoji: '🍕', shape: 'square' })), {
      kind: 'image',
      href: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(svg).toContain('<image width="512" height="512" href="data:image/png;base64,iVBORw0KGgo="><title>🍕</title></image>');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('clip-path');
  });
  it('draws an icon as Lucide strokes, scaled and centred', () => {
    const svg = designToSvg(designFromOptions(options({ mode: 'icon', icon: 'heart', fontSize: 50, shape: 'rounded' })));
    expect(svg).toContain('rx="102.4"');
    // 50% of 512 = 256 units for the 24-unit grid: scale 10.667, offset 128.
    expect(svg).toContain('translate(128 128) scale(10.667)');
    expect(svg).toContain(`d="${ICONS.heart[0][1].d}"`);
    expect(svg).toContain('stroke-linecap="round"');
  });
});
