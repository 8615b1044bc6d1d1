// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { clipUseCopy, dropNonClippingChildren } from './clipPathChildren';

const parse = (svg: string) =>
  new DOMParser().parseFromString(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${svg}</svg>`,
    'image/svg+xml',
  ).documentElement;

it('a <use> in a clip path becomes its shape, moved by the use, with the use’s own attributes', () => {
  const root = parse(
    '<circle id="c" r="5" transform="scale(2)"/><clipPath><use id="u" href="#c" transform="rotate(9)" clip-rule="evenodd"/></clipPath>',
  );
  const copy = clipUseCopy(root.querySelector('use')!, root.querySelector('circle')!, 3, 4)!;
  expect(copy.localName).toBe('circle');
  expect(copy.getAttribute('transform')).toBe('rotate(9) translate(3 4) scale(2)');
  expect(copy.getAttribute('clip-rule')).toBe('evenodd');
  expect(copy.id).toBe('u');
  expect(copy.hasAttribute('href')).toBe(false);
});

it('a <use> of a group, or a group, clips nothing: it has no copy, and goes', () => {
  const root = parse(
    '<g id="g"><rect width="1" height="1"/></g><clipPath><g><rect width="1" height="1"/></g><rect width="2" height="2"/><text>a</text></clipPath>',
  );
  expect(clipUseCopy(root.querySelector('clipPath')!, root.querySelector('g')!, 0, 0)).toBeNull();
  dropNonClippingChildren(root);
  expect(Array.from(root.querySelector('clipPath')!.children).map((e) => e.localName)).toEqual(['rect', 'text']);
});
