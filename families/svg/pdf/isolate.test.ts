// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SvgIsolator } from './isolate';

const SVG_NS = 'http://www.w3.org/2000/svg';

function parse(svg: string): Element {
  return new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
}

/** A sheet of `n` blurred shapes (as Inkscape's examples have dozens), each with its own filter and gradient. */
function sheet(n: number): string {
  const defs: string[] = [];
  const shapes: string[] = [];
  for (let i = 0; i < n; i++) {
    defs.push(`<linearGradient id="g${i}"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>`);
    defs.push(`<filter id="f${i}"><feGaussianBlur stdDeviation="${i + 1}"/></filter>`);
    shapes.push(`<rect id="r${i}" x="${i * 10}" width="8" height="8" fill="url(#g${i})" filter="url(#f${i})"/>`);
  }
  return `<svg xmlns="${SVG_NS}" width="400" height="100"><defs>${defs.join('')}</defs><g id="layer" transform="translate(5 5)" fill="green" opacity="0.5">${shapes.join('')}</g></svg>`;
}

const ids = (e: Element) => Array.from(e.querySelectorAll('[id]')).map((x) => x.id);

describe('SvgIsolator', () => {
  it('copies one filtered shape of twenty with its ancestors and only the definitions it uses', () => {
    const root = parse(sheet(20));
    const out = new SvgIsolator(root).build(root.querySelector('#r7')!, { before: false, bareAncestors: true });
    expect(ids(out).sort()).toEqual(['f7', 'g7', 'layer', 'r7']);
    const layer = out.querySelector('#layer')!;
    expect(layer.getAttribute('transform')).toBe('translate(5 5)');
    expect(layer.getAttribute('fill')).toBe('green');
    // Applied around the image in the vector page, not inside it.
    expect(layer.hasAttribute('opacity')).toBe(false);
    // The definitions keep their place (a <defs> under the root).
    expect(out.querySelector('defs > filter#f7')).not.toBeNull();
    // Proportionate: a twentieth of the drawing's elements, whatever its size.
    expect(out.querySelectorAll('*').length).toBeLessThan(root.querySelectorAll('*').length / 10);
  });

  it('with what lies beneath: the earlier shapes and their definitions, nothing painted later', () => {
    const root = parse(sheet(20));
    const out = new SvgIsolator(root).build(root.querySelector('#r3')!, { before: true });
    expect(ids(out).sort()).toEqual(['f0', 'f1', 'f2', 'f3', 'g0', 'g1', 'g2', 'g3', 'layer', 'r0', 'r1', 'r2', 'r3']);
    expect(out.querySelector('#layer')!.getAttribute('opacity')).toBe('0.5');
    const beneath = new SvgIsolator(root).build(root.querySelector('#r3')!, { before: true, omitSelf: true });
    expect(ids(beneath)).not.toContain('r3');
  });

  it('with `keep`: only what reaches the region, inside plain groups too, and only their definitions', () => {
    const root = parse(
      `<svg xmlns="${SVG_NS}" width="100" height="100"><defs><linearGradient id="far-paint"/><linearGradient id="near-paint"/></defs>` +
        `<rect id="far" fill="url(#far-paint)"/><g id="plain" fill="red"><rect id="near" fill="url(#near-paint)"/><rect id="far2"/></g>` +
        `<g id="faded" opacity="0.5"><rect id="near2"/><rect id="far3"/></g><rect id="t"/></svg>`,
    );
    const keep = (e: Element) => !e.id.startsWith('far');
    const out = new SvgIsolator(root).build(root.querySelector('#t')!, { before: true, keep });
    // A see-through group is drawn whole (its children fade together); a plain one keeps only what reaches.
    expect(ids(out).sort()).toEqual(['faded', 'far3', 'near', 'near-paint', 'near2', 'plain', 't']);
    expect(out.querySelector('#plain')!.getAttribute('fill')).toBe('red');
  });

  it('follows references on (pattern → gradient, filter → image of a drawn group) without copying anything twice', () => {
    const root = parse(
      `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">` +
        `<g id="art"><circle id="c" r="4"/><defs><radialGradient id="inner"><stop offset="0"/></radialGradient></defs></g>` +
        `<defs><pattern id="p" width="4" height="4"><rect width="2" height="2" fill="url(#inner)"/></pattern>` +
        `<filter id="f"><feImage xlink:href="#art"/></filter><filter id="unused"/></defs>` +
        `<path id="t" d="M0 0h10v10z" fill="url(#p)" stroke="url(#inner)" filter="url(#f)"/></svg>`,
    );
    const out = new SvgIsolator(root).build(root.querySelector('#t')!, { before: false });
    const found = ids(out);
    expect(found.sort()).toEqual(['art', 'c', 'f', 'inner', 'p', 't']);
    // The drawn group the filter shows is kept out of the drawing: in a <defs>.
    expect(out.querySelector('#art')!.parentElement!.localName).toBe('defs');
    expect(out.querySelectorAll('#inner')).toHaveLength(1);
  });

  it('keeps a definition inside its own group, where it inherits what that group sets', () => {
    const root = parse(
      `<svg xmlns="${SVG_NS}" width="100" height="100"><g fill="blue"><defs><pattern id="p" width="4" height="4"><rect width="2" height="2"/></pattern></defs>` +
        `<rect id="t" width="10" height="10" fill="url(#p)"/><rect id="later" width="5" height="5"/></g></svg>`,
    );
    const out = new SvgIsolator(root).build(root.querySelector('#t')!, { before: false });
    const pattern = out.querySelector('#p')!;
    expect(pattern.parentElement!.localName).toBe('defs');
    expect(pattern.parentElement!.parentElement!.getAttribute('fill')).toBe('blue');
    expect(ids(out)).not.toContain('later');
  });
});
