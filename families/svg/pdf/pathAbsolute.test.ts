import { expect, it } from 'vitest';
import { absolutePath } from './pathAbsolute';

it('writes every segment out as one absolute command', () => {
  expect(absolutePath('m0 0 16 11h61 61L47 37z')).toBe('M0 0L16 11L77 11L138 11L47 37Z');
  expect(absolutePath('M10 10v5h-3c1 1 2 2 3 3s1 1 2 2a5 5 0 0 1 10 0')).toBe(
    'M10 10L10 15L7 15C8 16 9 17 10 18S11 19 12 20A5 5 0 0 1 22 20',
  );
  expect(absolutePath('M1.5.5l.5-.5z')).toBe('M1.5 0.5L2 0Z');
  expect(absolutePath('10 10')).toBeNull();
});

it('reads numbers with exponents and arcs with packed flags, as Inkscape writes them', () => {
  // Inkscape's markers example: the whole conversion failed on "e-005" ("bad path").
  expect(absolutePath('M -2.1579186e-005,-7.0710768 L -7.0710894,-8.9383918e-006 z ')).toBe(
    'M-0.000021579186 -7.0710768L-7.0710894 -0.0000089383918Z',
  );
  expect(absolutePath('M0 0a5 5 0 0110 0')).toBe('M0 0A5 5 0 0 1 10 0');
  expect(absolutePath('M0 0A5,5,0,1,0,10,0')).toBe('M0 0A5 5 0 1 0 10 0');
});

it('gives null, never an error, for what is not path data', () => {
  expect(absolutePath('M0 0 L 1')).toBeNull();
  expect(absolutePath('M0 0 X 5 5')).toBeNull();
  expect(absolutePath('M0 0a5 5 0 2 0 10 0')).toBeNull();
});
