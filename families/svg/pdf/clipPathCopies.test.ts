// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { unshareClipPaths } from './clipPathCopies';

const parse = (svg: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg">${svg}</svg>`, 'image/svg+xml').documentElement;

it('each user of a clip path with a moved shape gets its own copy; an unmoved one stays shared', () => {
  const root = parse(
    '<clipPath id="c"><circle id="k" r="5" transform="translate(9 9)"/></clipPath><clipPath id="plain"><rect width="4" height="4"/></clipPath>' +
      '<rect clip-path="url(#c)"/><rect clip-path="url(#c)"/><rect clip-path="url(&quot;#c&quot;)"/><rect clip-path="url(#plain)"/><rect clip-path="url(#plain)"/>',
  );
  unshareClipPaths(root);
  expect(Array.from(root.querySelectorAll('rect[clip-path]')).map((r) => r.getAttribute('clip-path'))).toEqual([
    'url(#c)',
    'url(#c-lk2)',
    'url(#c-lk3)',
    'url(#plain)',
    'url(#plain)',
  ]);
  expect(root.querySelectorAll('clipPath circle[transform="translate(9 9)"]')).toHaveLength(3);
  expect(root.querySelectorAll('#k')).toHaveLength(1);
});
