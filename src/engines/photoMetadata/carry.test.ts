import { describe, it, expect } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { carryMetadata } from './carry';
import { readMetadataBlocks } from './blocks';
import { readPhotoFacts } from './facts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '../../../tests/fixtures/images', name)));
const dir = mkdtempSync(join(tmpdir(), 'lk-meta-'));
/** exiftool's reading of bytes (the independent check). */
function exiftool(bytes: Uint8Array, ext: string): Record<string, unknown> {
  const path = join(dir, `out.${ext}`);
  writeFileSync(path, bytes);
  return JSON.parse(execFileSync('exiftool', ['-j', '-n', '-G1', path], { encoding: 'utf8' }))[0];
}
const gpsJpeg = fixture('photo-gps.jpg');
// Stand-ins for encoder outputs without metadata: the fixture's own pixels re-encoded by the tests below
// are not needed for the container work; any valid file of the format will do.
const plain = {
  'image/jpeg': fixture('photo-coffee.jpg'),
  'image/png': fixture('one-pixel.png'),
  'image/webp': fixture('photo-motorcycle.webp'),
};
const EXT = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

describe('photo metadata', () => {
  it('reads what a camera file tells', async () => {
    const facts = await readPhotoFacts(await readMetadataBlocks(gpsJpeg, 'image/jpeg'));
    expect(facts).toMatchObject({
      date: '2024:06:15 14:32:10',
      make: 'Canon',
      model: 'Canon EOS 5D Mark IV',
      lens: 'EF24-70mm f/2.8L II USM',
      software: 'Adobe Lightroom 13.2',
      artist: 'Jane Doe',
      copyright: '(c) 2024 Jane Doe',
      orientation: 1,
      colourProfile: 'Adobe RGB (1998)',
    });
    expect(facts.latitude).toBeCloseTo(48.858222, 5);
    expect(facts.longitude).toBeCloseTo(2.2945, 5);
    expect(facts.thumbnailBytes).toBeGreaterThan(1000);
  });

  it('reads a HEIC phone photo', async () => {
    const facts = await readPhotoFacts(await readMetadataBlocks(fixture('photo-gps.heic'), 'image/heic'));
    expect(facts).toMatchObject({ make: 'Apple', model: 'iPhone 15 Pro' });
    expect(facts.latitude).toBeCloseTo(35.6586, 4);
  });

  for (const type of ['image/jpeg', 'image/png', 'image/webp'] as const) {
    for (const choice of ['strip', 'keep', 'noLocation'] as const) {
      it(`${choice}: JPEG → ${EXT[type]}`, async () => {
        const out = await carryMetadata({ bytes: gpsJpeg, type: 'image/jpeg' }, { bytes: plain[type], type, width: 1, height: 1 }, choice);
        const tags = exiftool(out.bytes, EXT[type]);
        expect(tags['ExifTool:Error'], JSON.stringify(tags)).toBeUndefined();
        expect(tags['ExifTool:Warning'], JSON.stringify(tags)).toBeUndefined();
        expect(tags['IFD0:Make']).toBe(choice === 'strip' ? undefined : 'Canon');
        expect(tags['ExifIFD:DateTimeOriginal']).toBe(choice === 'strip' ? undefined : '2024:06:15 14:32:10');
        expect(tags['IFD0:Copyright']).toBe(choice === 'strip' ? undefined : '(c) 2024 Jane Doe');
        // The pixels are sRGB once decoded: the Adobe RGB profile must not come back (a note says so).
        expect(tags['ICC_Profile:ProfileDescription']).not.toBe('Adobe RGB (1998)');
        expect(tags['Composite:GPSLatitude'] !== undefined).toBe(choice === 'keep');
        const notes = out.notes.map((n) => n.key);
        expect(notes.includes('photoMetadata.locationKept')).toBe(choice === 'keep');
        expect(notes.includes('photoMetadata.locationRemoved')).toBe(choice === 'noLocation');
        expect(notes.includes('photoMetadata.profileConverted')).toBe(choice !== 'strip');
      });
    }
  }

  it('says what AVIF could not keep', async () => {
    const out = await carryMetadata(
      { bytes: gpsJpeg, type: 'image/jpeg' },
      { bytes: new Uint8Array(8), type: 'image/avif', width: 1, height: 1 },
      'keep',
    );
    expect(out.notes.map((n) => n.key)).toEqual(['photoMetadata.profileConverted', 'photoMetadata.notCarried']);
  });
});
