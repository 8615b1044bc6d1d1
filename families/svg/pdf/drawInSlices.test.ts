// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import type { jsPDF } from 'jspdf';
import { drawInSlices } from './drawInSlices';
import { PageSlicer } from './pageSlicer';

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
