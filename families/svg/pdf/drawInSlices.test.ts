// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import type { jsPDF } from 'jspdf';
import { drawInSlices } from './drawInSlices';
import { PageSlicer } from './pageSlicer';
import { GROUP_MARK } from './transparencyGroups';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A drawing of `n` long paths and images in groups, with definitions (past the one-call size). */
function drawing(n: number): SVGSVGElement {
  const d = `M0 0${' L10 10'.repeat(400)}`;
  const parts: string[] = [];
  for (let i = 0; i < n; i++)
    parts.push(i % 3 === 0 ? `<image id="e${i}" width="4" height="4" href="data:image/png;base64,AAAA"/>` : `<path id="e${i}" d="${d}"/>`);
  const svg = `<svg xmlns="${SVG_NS}" width="100" height="100"><defs><linearGradient id="g"/></defs><g opacity="0.5">${parts.slice(0, n / 2).join('')}</g>${parts.slice(n / 2).join('')}</svg>`;
  return new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
}

const order = (root: Element) => Array.from(root.querySelectorAll('path,image')).map((e) => e.id);

it('hands svg2pdf only the slice being drawn, every leaf once in document order, and puts the tree back', async () => {
  const root = drawing(60);
  const before = order(root);
  const seen: string[][] = [];
  const svg2pdf = async (el: Element) => {
    seen.push(order(el));
    // Definitions and groups stay for every slice: the leaves reference and sit in them.
    expect(el.querySelector('linearGradient#g')).not.toBeNull();
    return {} as jsPDF;
  };
  await drawInSlices(svg2pdf, root, {} as jsPDF, { x: 0, y: 0, width: 100, height: 100 }, new PageSlicer());
  expect(seen.length).toBeGreaterThan(1);
  // What a call reads grows with its slice, not with the drawing.
  expect(seen[0]).toHaveLength(1);
  expect(seen.flat()).toEqual(before);
  expect(order(root)).toEqual(before);
  expect(root.querySelector('g')!.children).toHaveLength(30);
});

it('leaves out of each pass the groups that hold none of its leaves (svg2pdf writes a save/restore for each)', async () => {
  const d = `M0 0${' L10 10'.repeat(400)}`;
  const groups = Array.from({ length: 40 }, (_, i) => `<g id="g${i}"><g><path id="p${i}" d="${d}"/></g></g>`).join('');
  const svg = `<svg xmlns="${SVG_NS}" width="100" height="100">${groups}</svg>`;
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
  const before = root.outerHTML;
  const svg2pdf = async (el: Element) => {
    // Two groups around each drawn path, none around the others.
    expect(el.querySelectorAll('g')).toHaveLength(2 * el.querySelectorAll('path').length);
    return {} as jsPDF;
  };
  await drawInSlices(svg2pdf, root, {} as jsPDF, { x: 0, y: 0, width: 100, height: 100 }, new PageSlicer());
  expect(root.outerHTML).toBe(before);
});

it('draws a transparency group’s leaves into a form of the page’s size, marked as a group, painted once with its opacity', async () => {
  const svg = `<svg xmlns="${SVG_NS}" width="100" height="100"><path id="a" d="M0 0H9"/><g data-lk-group-opacity="0.85"><path id="b" d="M0 0H9"/><path id="c" d="M0 0H9"/></g><path id="d" d="M0 0H9"/></svg>`;
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
  const calls: string[] = [];
  const pdf = {
    internal: {
      pageSize: { getWidth: () => 75, getHeight: () => 75 },
      write: (line: string) => calls.push(`write ${line}`),
    },
    unitMatrix: 'I',
    beginFormObject: (...a: unknown[]) => calls.push(`begin ${a.join(' ')}`),
    endFormObject: (key: string) => calls.push(`end ${key}`),
    saveGraphicsState: () => calls.push('q'),
    restoreGraphicsState: () => calls.push('Q'),
    GState: function (this: object, p: object) {
      Object.assign(this, p);
    },
    setGState: (g: object) => calls.push(`gs ${JSON.stringify(g)}`),
    doFormObject: (key: string) => calls.push(`do ${key}`),
  } as unknown as jsPDF;
  const svg2pdf = async (el: Element) => (calls.push(`draw ${order(el).join(',')}`), pdf);
  await drawInSlices(svg2pdf, root, pdf, { x: 0, y: 0, width: 75, height: 75 }, new PageSlicer());
  expect(calls).toEqual([
    'draw a',
    'begin 0 0 75 75 I',
    `write ${GROUP_MARK}`,
    'draw b,c',
    'end lk-group-0',
    'q',
    'gs {"opacity":0.85,"stroke-opacity":0.85}',
    'do lk-group-0',
    'Q',
    'draw d',
  ]);
  expect(order(root)).toEqual(['a', 'b', 'c', 'd']);
});
