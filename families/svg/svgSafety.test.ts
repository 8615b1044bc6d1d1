import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ToolError } from '../../schemas/pipeline';
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
    expect(errorKey(() => sanitizeSvg(fixture('hostile/billion-laughs.svg')))).toBe('errors.svgEntities');
    expect(Date.now() - started).toBeLessThan(5000);
  });
  it('reports invalid code and non-SVG roots', () => {
    expect(errorKey(() => sanitizeSvg(fixture('hostile/invalid.svg')))).toBe('errors.invalidSvg');
    expect(errorKey(() => sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>'))).toBe('errors.notSvg');
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
