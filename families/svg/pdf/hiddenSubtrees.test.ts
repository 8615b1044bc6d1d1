// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { dropHiddenSubtrees } from './hiddenSubtrees';

const parse = (svg: string) =>
  new DOMParser().parseFromString(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${svg}</svg>`,
    'image/svg+xml',
  ).documentElement;

it('a hidden layer goes with everything in it, even parts that say they are shown', () => {
  const root = parse(
    '<g id="layer" display="none"><g display="inline"><path id="a" visibility="visible" d="M0 0h9"/><text>Draw</text></g></g><rect id="shown"/>',
  );
  expect(dropHiddenSubtrees(root)).toBe(1);
  expect(Array.from(root.querySelectorAll('*')).map((e) => e.id || e.localName)).toEqual(['shown']);
});

it('what a hidden layer defines or holds for a reference stays, in a <defs>', () => {
  const root = parse(
    '<g display="none"><linearGradient id="g"/><path id="p" d="M0 0h9"/><circle id="unused" r="2"/><g><clipPath id="c"><rect/></clipPath></g></g>' +
      '<rect fill="url(#g)" clip-path="url(&quot;#c&quot;)"/><text><textPath xlink:href="#p">on a path</textPath></text>',
  );
  dropHiddenSubtrees(root);
  expect(root.querySelector('#unused')).toBeNull();
  expect(Array.from(root.querySelectorAll('defs > *')).map((e) => e.id)).toEqual(['g', 'p', 'c']);
});

it('display on a paint server or clip path does not hide it, and nothing hidden leaves the drawing as it was', () => {
  const svg = '<linearGradient id="g" display="none"/><clipPath id="c" display="none"><rect/></clipPath><rect fill="url(#g)"/>';
  const root = parse(svg);
  expect(dropHiddenSubtrees(root)).toBe(0);
  expect(root.innerHTML).toBe(parse(svg).innerHTML);
});
