import { expect, it } from 'vitest';
import { tooLarge } from './sizeLimit';

it('takes a file up to the limit, and refuses one byte more naming both sizes', () => {
  expect(tooLarge(16 * 1024 * 1024, 16 * 1024 * 1024)).toBeUndefined();
  expect(tooLarge(0, 1)).toBeUndefined();
  expect(tooLarge(40 * 1024 * 1024, 16 * 1024 * 1024)).toEqual({
    key: 'errors.fileTooLarge',
    params: { max: '16.00 MB', size: '40.00 MB' },
  });
});
