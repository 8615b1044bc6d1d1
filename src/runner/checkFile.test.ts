import { describe, expect, it } from 'vitest';
import { acceptLabel, pickerAccept } from './checkFile';

describe('the file picker’s accept', () => {
  it('names each type by MIME and by extension, so a picker that does not know image/jxl still shows .jxl files', () => {
    const accept = pickerAccept(['image/jpeg', 'image/jxl', 'image/heic', 'audio/*']).split(',');
    expect(accept).toEqual(expect.arrayContaining(['image/jxl', '.jxl', 'image/heic', '.heic', 'audio/*']));
    expect(accept.filter((a) => a.startsWith('.'))).toHaveLength(3);
  });

  it('the label lists the extensions once', () => {
    expect(acceptLabel(['image/jxl', 'image/png'])).toBe('JXL, PNG');
  });
});
