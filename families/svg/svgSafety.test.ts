import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { ToolError } from '../../schemas/pipeline';
import { LANGUAGE_CODES } from '../../src/i18n/languages';
import { activeFound, VECTORS } from '../../tests/fixtures/svgVectors';
import { cleanCss } from './svgCss';
import { EXPANSION_LIMITS } from './svgExpansion';
import { formatSvg, sanitizeSvg, serializeSvg } from './svgSafety';
import { svgSize } from './svgSize';
import { parseXml } from './xmlParse';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/svg/${name}`, import.meta.url), 'utf8');
const clean = (svg: string) => serializeSvg(sanitizeSvg(svg).root);

function errorKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return e instanceof ToolError ? e.key : `not a ToolError: ${String(e)}`;
  }
  return 'no error';
}

describe('parseXml', () => {
  it('parses elements, attributes, entities, CDATA', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY c "#f00">]><svg a="&c;" b=\'x&amp;y\'><style><![CDATA[a>b{}]]></style>t&#x41;&#66;</svg>',
    );
    expect(root.attributes).toEqual([
      { name: 'a', value: '#f00' },
      { name: 'b', value: 'x&y' },
    ]);
    expect(root.children[0]).toMatchObject({ type: 'element', name: 'style', children: [{ type: 'text', value: 'a>b{}', cdata: true }] });
    expect(root.children[1]).toEqual({ type: 'text', value: 'tAB' });
  });
  it.each([
    ['<svg><g></svg>', 'mismatched'],
    ['<svg a=1/>', 'unquoted'],
    ['<svg a="1" a="2"/>', 'duplicate'],
    ['<svg>&nope;</svg>', 'undefined entity'],
    ['<svg/><svg/>', 'two roots'],
    ['<svg>', 'unclosed'],
    ['hello', 'no element'],
  ])('rejects %s (%s)', (xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});

describe('sanitizeSvg', () => {
  it('keeps real drawings intact', () => {
    const out = clean(fixture('illustration.svg'));
    for (const part of [
      'linearGradient',
      'radialGradient',
      'clipPath',
      'xlink:href="#tree"',
      'href="#tree"',
      'stroke-dasharray',
      '<text',
      'Hello LocalKit',
      'url(#sky)',
    ]) {
      expect(out).toContain(part);
    }
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"')).toBe(true);
  });
  it('removes scripts', () => {
    const out = clean(fixture('hostile/script.svg'));
    expect(out).not.toMatch(/script|evil|fetch/i);
    expect(out).toContain('<rect');
  });
  it('removes handlers, javascript: links and handler animations', () => {
    const { root, report } = sanitizeSvg(fixture('hostile/onload.svg'));
    const out = serializeSvg(root);
    expect(out).not.toMatch(/onload|onclick|onmouseover|javascript|alert|<set|<animate/i);
    expect(report.removedAttributes + report.removedElements).toBeGreaterThanOrEqual(5);
  });
  it('removes foreignObject HTML', () => {
    const out = clean(fixture('hostile/foreign-object.svg'));
    expect(out).not.toMatch(/foreignObject|iframe|evil|xhtml/i);
  });
  it('removes every external reference, in markup and CSS', () => {
    const out = clean(fixture('hostile/external-image.svg'));
    expect(out).not.toMatch(/evil\.example|@import/i);
    expect(out).toContain('<image width="100" height="100"/>');
  });
  it('keeps inline raster images', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><image href="data:text/html;base64,PHNjcmlwdD4=" /></svg>',
    );
    expect(out).toContain('data:image/png;base64');
    expect(out).not.toContain('text/html');
  });
  it('stops entity bombs fast', () => {
    const started = Date.now();
    expect(errorKey(() => sanitizeSvg(fixture('hostile/billion-laughs.svg')))).toBe('svg:errors.svgEntities');
    expect(Date.now() - started).toBeLessThan(5000);
  });
  it('reports invalid code and non-SVG roots', () => {
    expect(errorKey(() => sanitizeSvg(fixture('hostile/invalid.svg')))).toBe('svg:errors.invalidSvg');
    expect(errorKey(() => sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>'))).toBe('svg:errors.notSvg');
  });
  it('drops editor metadata but keeps drawing attributes', () => {
    const out = clean(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1"><inkscape:grid/><g inkscape:label="L" fill="red"/></svg>',
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g fill="red"/></svg>');
  });
  it('escapes text and attributes on output', () => {
    const out = clean('<svg xmlns="http://www.w3.org/2000/svg"><text title="a&quot;b">1 &lt; 2 &amp; 3</text></svg>');
    expect(out).toContain('title="a&quot;b">1 &lt; 2 &amp; 3</text>');
    expect(() => parseXml(out)).not.toThrow();
  });
  it('formats with indentation and round-trips', () => {
    const formatted = formatSvg(sanitizeSvg(fixture('illustration.svg')).root);
    expect(formatted.split('\n').length).toBeGreaterThan(20);
    expect(formatted).toContain('\n    <linearGradient');
    expect(() => parseXml(formatted)).not.toThrow();
  });
  it('parses every real fixture', () => {
    for (const f of ['ferris.svg', 'rust-logo.svg', 'diagram-text.svg', 'graph.svg', 'icon-adwaita.svg', 'icon-stroke.svg']) {
      expect(() => sanitizeSvg(fixture(f)), f).not.toThrow();
    }
  });
});

describe('svgSize', () => {
  const size = (svg: string) => svgSize(parseXml(svg));
  it('reads width/height with units, viewBox, and defaults', () => {
    expect(size('<svg width="24" height="12px"/>')).toMatchObject({ width: 24, height: 12 });
    expect(size('<svg width="1in" height="72pt"/>')).toMatchObject({ width: 96, height: 96 });
    expect(size('<svg viewBox="0 0 200 100"/>')).toMatchObject({ width: 200, height: 100 });
    expect(size('<svg width="50" viewBox="0,0,200,100"/>')).toMatchObject({ width: 50, height: 25 });
    expect(size('<svg width="100%" height="100%" viewBox="0 0 30 10"/>')).toMatchObject({ width: 30, height: 10 });
    expect(size('<svg/>')).toMatchObject({ width: 300, height: 150 });
    const mm = size(fixture('mm-size.svg'));
    expect(mm.width).toBeCloseTo(188.976, 2);
  });
});

const hostile = (name: string) => readFileSync(new URL(`../../tests/fixtures/hostile/${name}`, import.meta.url), 'utf8');
function thrown(fn: () => unknown): ToolError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ToolError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('expansion (issue 20 finding 1)', () => {
  it.each(['use-bomb.svg', 'pattern-bomb.svg', 'marker-bomb.svg', 'image-bomb.svg'])('%s is refused as too complex, quickly', (name) => {
    const started = performance.now();
    const error = thrown(() => sanitizeSvg(hostile(name)));
    expect(error.key).toBe('svg:errors.svgTooComplex');
    expect(error.params.limit).toBe(EXPANSION_LIMITS.maxDrawn);
    // A budget check, not a benchmark: the measure stops at the limit (≈ 20 ms here).
    expect(performance.now() - started).toBeLessThan(2000);
  });
  it.each([
    ['use-self.svg', 'a'],
    ['use-mutual.svg', 'a'],
  ])('%s is refused as a loop', (name, id) => {
    const error = thrown(() => sanitizeSvg(hostile(name)));
    expect(error.key).toBe('svg:errors.svgLoop');
    expect(error.params).toMatchObject({ tag: 'use', id });
  });
  it('counts each drawn copy: just under the limit passes, just over is refused', () => {
    // 1 root + 1 defs + 1 g + n rects... use 100 × a group of k rects.
    const file = (k: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="g">${'<rect width="1" height="1"/>'.repeat(k)}</g></defs>${'<use href="#g"/>'.repeat(100)}</svg>`;
    // Drawn: svg + defs + (g + k rects) once in defs + 100 × (use + g + k rects).
    const drawn = (k: number) => 2 + (k + 1) + 100 * (k + 2);
    const under = Math.floor((EXPANSION_LIMITS.maxDrawn - 2 - 1 - 200) / 101);
    expect(drawn(under)).toBeLessThanOrEqual(EXPANSION_LIMITS.maxDrawn);
    expect(() => sanitizeSvg(file(under))).not.toThrow();
    expect(drawn(under + 2)).toBeGreaterThan(EXPANSION_LIMITS.maxDrawn);
    expect(thrown(() => sanitizeSvg(file(under + 2))).key).toBe('svg:errors.svgTooComplex');
  });
  it('measures the untouched original too: a bomb inside foreignObject HTML or a percent-encoded nested image', () => {
    const bombSvg = hostile('use-bomb.svg');
    const inHtml = `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">${bombSvg.replace('<svg ', '<svg ')}</div></foreignObject></svg>`;
    expect(thrown(() => sanitizeSvg(inHtml)).key).toBe('svg:errors.svgTooComplex');
    const encoded = `<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;utf8,${encodeURIComponent(bombSvg).replace(/%20/g, ' ')}"/></svg>`;
    expect(thrown(() => sanitizeSvg(encoded)).key).toBe('svg:errors.svgTooComplex');
  });
  it('counts a sheet rule only on the elements it names, and keeps real drawings', () => {
    // An exported drawing: 3000 paths, 40 gradients, one class per gradient (as Illustrator writes them).
    const gradients = Array.from(
      { length: 40 },
      (_, i) => `<linearGradient id="g${i}"><stop offset="0"/><stop offset="1"/></linearGradient>`,
    ).join('');
    const rules = Array.from({ length: 40 }, (_, i) => `.c${i}{fill:url(#g${i})}`).join('');
    const paths = Array.from({ length: 3000 }, (_, i) => `<path class="c${i % 40}" d="M0 0h1v1z"/>`).join('');
    expect(() =>
      sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg"><style>${rules}</style><defs>${gradients}</defs>${paths}</svg>`),
    ).not.toThrow();
    // The same rules with a selector that may match anything count on every element: a pattern of
    // 200 rects applied to 3000 paths is refused.
    const pattern = `<pattern id="p">${'<rect width="1" height="1"/>'.repeat(200)}</pattern>`;
    expect(
      thrown(() =>
        sanitizeSvg(`<svg xmlns="http://www.w3.org/2000/svg"><style>svg path{fill:url(#p)}</style><defs>${pattern}</defs>${paths}</svg>`),
      ).key,
    ).toBe('svg:errors.svgTooComplex');
    for (const f of ['illustration.svg', 'ferris.svg', 'graph.svg', 'diagram-text.svg'])
      expect(() => sanitizeSvg(fixture(f)), f).not.toThrow();
  });
});

describe('cleaning CSS with a tokenizer (issue 20 finding 3)', () => {
  it.each(['css-url-paren.svg', 'css-image-set.svg', 'smil-set-url.svg'])('%s: no link survives', (name) => {
    const { root, report } = sanitizeSvg(hostile(name));
    const out = serializeSvg(root);
    expect(out).not.toMatch(/example\.com/);
    expect(report.active.external).toBeGreaterThan(0);
    expect(() => parseXml(out)).not.toThrow();
  });
  it('every vector comes out with nothing active (an independent check), or is refused', () => {
    for (const [name, svg] of VECTORS) {
      let out: string;
      try {
        out = clean(svg);
      } catch (e) {
        expect((e as ToolError).key, name).toBe('svg:errors.invalidSvg');
        continue;
      }
      expect(activeFound(out), `${name}: ${out}`).toEqual([]);
    }
  });
  it('keeps local references and plain CSS as written', () => {
    const css = 'rect{fill:url(#g);stroke:url("#s");font-family:"Noto Sans"}@media (min-width:1px){circle{mask:url(#m)}}';
    expect(cleanCss(css)).toEqual({ css, removed: 0 });
    expect(cleanCss('a{b:image-set("#x" 1x)}')).toEqual({ css: 'a{b:image-set("#x" 1x)}', removed: 0 });
    expect(cleanCss('a{b:image-set(var(--u) 1x)}').css).toBe('a{b:none}');
    expect(cleanCss('@import "a.css"; a{fill:red}').css).toBe(' a{fill:red}');
    expect(cleanCss('a{b:url(x"y)}').css).toBe('a{b:none}');
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(cleanCss(`a{b:url(${png})}`).css).toBe(`a{b:url(${png})}`);
  });
});

describe('parse errors say what and where (issue 20 finding 10)', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'mismatch', 1, 44, { found: 'svg', tag: 'g' }],
    ['<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width=9/>\n</svg>', 'attributeValue', 2, 15, { name: 'width' }],
    ['<svg xmlns="http://www.w3.org/2000/svg">\n<a>\n<b>', 'neverClosed', 3, 1, { tag: 'b' }],
    ['<svg xmlns="http://www.w3.org/2000/svg"><use xlink:href="#a"/></svg>', 'unboundPrefix', 1, 41, { prefix: 'xlink', tag: 'use' }],
    ['<svg xmlns="http://www.w3.org/2000/svg">a & b</svg>', 'bareAmpersand', 1, 41, {}],
    ['hello', 'noRoot', 1, 1, {}],
  ])('%s → %s at %i:%i', (source, problem, line, column, params) => {
    const error = thrown(() => sanitizeSvg(source));
    expect(error.key).toBe('svg:errors.invalidSvg');
    expect(error.params).toMatchObject({ problem, line, column, ...params });
  });
  it('the entity-hidden script is refused with its own reason', () => {
    expect(thrown(() => sanitizeSvg(hostile('entity-script.svg'))).params).toMatchObject({ problem: 'entityMarkup', name: '&s;' });
  });
  it('every message reads as a sentence in every language, with no key or placeholder left', async () => {
    const i18n = i18next.createInstance();
    const resources = Object.fromEntries(
      LANGUAGE_CODES.map((lng) => [lng, { svg: JSON.parse(readFileSync(new URL(`./i18n/${lng}.json`, import.meta.url), 'utf8')) }]),
    );
    await i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
    const en = resources.en.svg as { xmlProblems: Record<string, string> };
    const params = { line: 3, column: 7, tag: 'g', found: 'svg', name: 'width', prefix: 'xlink', ref: '&#0;', text: '-->', max: 256 };
    for (const lng of LANGUAGE_CODES) {
      await i18n.changeLanguage(lng);
      for (const problem of Object.keys(en.xmlProblems)) {
        const text = i18n.t('svg:errors.invalidSvg', { ...params, problem });
        expect(text, `${lng} ${problem}`).not.toMatch(/\{\{|\$t\(|xmlProblems|errors\./);
        expect(text).toContain('3');
      }
      expect(i18n.t('svg:errors.svgTooComplex', { limit: 250000 })).toMatch(/250[,.\s]?000/);
    }
  });
});

describe('undefined entities (issue 33, item 6)', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '&%s; is refused, not read from Object.prototype',
    (name) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>&${name};</text></svg>`;
      expect(() => sanitizeSvg(svg)).toThrow(
        expect.objectContaining({ key: 'svg:errors.invalidSvg', params: expect.objectContaining({ problem: 'undefinedEntity' }) }),
      );
    },
  );
});
