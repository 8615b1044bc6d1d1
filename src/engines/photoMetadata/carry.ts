/**
 * The metadata choice of the photo tools, applied to one output: read what the input tells, keep all,
 * keep all but the location, or keep nothing, and write it into the output's format where that format
 * has a place for it (the colour profile becomes sRGB: see below). The notes say what could not be kept and whether a kept file still holds a location.
 */
import type { OutputNote } from '../../../schemas/pipeline';
import { readMetadataBlocks, type MetadataBlocks } from './blocks';
import { readPhotoFacts, hasLocation, type PhotoFacts } from './facts';
import { upright, withoutLocation, hasGpsDirectory } from './tiffEdit';
import { writeMetadataBlocks } from './write';
import type { MetadataChoice } from './option';
import { FORMAT_NAMES } from '../imageCodecs';

export interface Carried {
  bytes: Uint8Array;
  notes: OutputNote[];
  /** What the input file tells (shown in the row whatever the choice). */
  facts: PhotoFacts;
}

/** XMP is kept whole or not at all; with "remove location" it goes when it names a GPS position. */
const xmpHasLocation = (xmp: Uint8Array) => /GPS(Latitude|Longitude)|LocationShown|LocationCreated/.test(new TextDecoder().decode(xmp));

export async function carryMetadata(
  input: { bytes: Uint8Array; type: string },
  output: { bytes: Uint8Array; type: string; width: number; height: number },
  choice: MetadataChoice,
): Promise<Carried> {
  const found = await readMetadataBlocks(input.bytes, input.type);
  const facts = await readPhotoFacts(found);
  const notes: OutputNote[] = [];
  const nothing = !found.exif && !found.icc && !found.xmp;
  if (choice === 'strip' || nothing) return { bytes: output.bytes, notes, facts };

  const blocks: MetadataBlocks = { ...found };
  // The decoder already turned the colours into sRGB (the browser's colour management), so the original
  // profile no longer describes the pixels: re-attaching it would shift every colour. The output is sRGB.
  delete blocks.icc;
  if (facts.colourProfile && !/sRGB/i.test(facts.colourProfile))
    notes.push({ key: 'photoMetadata.profileConverted', params: { profile: facts.colourProfile } });
  if (blocks.exif) blocks.exif = upright(blocks.exif);
  if (choice === 'noLocation') {
    if (blocks.exif && hasGpsDirectory(blocks.exif)) blocks.exif = withoutLocation(blocks.exif);
    if (blocks.xmp && xmpHasLocation(blocks.xmp)) {
      delete blocks.xmp;
      notes.push({ key: 'photoMetadata.xmpRemoved' });
    }
    if (hasLocation(facts)) notes.push({ key: 'photoMetadata.locationRemoved' });
  }
  const written = await writeMetadataBlocks(output.bytes, output.type, blocks, output);
  const format = FORMAT_NAMES[output.type] ?? output.type;
  if (!written) {
    notes.push({ key: 'photoMetadata.notCarried', params: { format } });
    return { bytes: output.bytes, notes, facts };
  }
  for (const block of written.dropped) notes.push({ key: 'photoMetadata.tooLarge', params: { block: block.toUpperCase(), format } });
  if (choice === 'keep' && hasLocation(facts) && !written.dropped.includes('exif'))
    notes.push({ key: 'photoMetadata.locationKept', params: { latitude: facts.latitude!, longitude: facts.longitude! } });
  return { bytes: written.bytes, notes, facts };
}
