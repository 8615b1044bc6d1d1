import { describe, expect, it } from 'vitest';
import generateFavicons from './pipeline';
import manifest from './manifest';
import { characters, emojiProblem, textProblem } from './textRules';
import { designFromOptions, designProblem } from './design';
import { designToSvg, nodeToPathData } from './render';
import { ICONS, ICON_NAMES } from './iconSet';
import { directContext } from '../../schemas/pipeline';
import { sanitizeSvg } from '../../families/svg/svgSafety';

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
  it('draws text in the chosen font, colour and shape, safely escaped', () => {
    const svg = designToSvg(
      designFromOptions(options({ text: '<&', font: 'Noto Sans SC', shape: 'circle', fontColor: '#ff0000', backgroundColor: '#00ff00' })),
    );
    expect(svg).toContain('<circle cx="256" cy="256" r="256" fill="#00ff00"/>');
    expect(svg).toContain('&lt;&amp;</text>');
    expect(svg).toContain('font-family="\'Noto Sans SC\', sans-serif"');
    expect(svg).toContain('fill="#ff0000"');
    expect(svg).toContain('clip-path="url(#s)"');
    // It is well-formed and keeps everything through the sanitiser.
    expect(() => sanitizeSvg(svg)).not.toThrow();
  });
  it('draws an icon as Lucide strokes, scaled and centred', () => {
    const svg = designToSvg(designFromOptions(options({ mode: 'icon', icon: 'heart', fontSize: 50, shape: 'rounded' })));
    expect(svg).toContain('rx="102.4"');
    // 50% of 512 = 256 units for the 24-unit grid: scale 10.667, offset 128.
    expect(svg).toContain('translate(128 128) scale(10.667)');
    expect(svg).toContain(`d="${ICONS.heart[0][1].d}"`);
    expect(svg).toContain('stroke-linecap="round"');
  });
  it('draws an emoji with the emoji fonts', () => {
    const svg = designToSvg(designFromOptions(options({ mode: 'emoji', emoji: '🍕', shape: 'square' })));
    expect(svg).toContain('🍕</text>');
    expect(svg).toContain('Noto Color Emoji');
    expect(svg).not.toContain('clip-path');
  });
});
