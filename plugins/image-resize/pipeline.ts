import { ToolError, type OutputNote, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, encodeImage, resizeImage, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { targetSize } from './targetSize';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';
import { cropBox, cropSize } from './geometry';
import { cropImage, straighten, turnAndFlip } from './transform';

type Options = OptionsOf<typeof manifest>;

/**
 * Upright (the decoder applies EXIF orientation), turned, flipped, straightened, cropped, resized: the
 * order of geometry.ts, the one the crop view shows.
 */
const resizeFile: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.2);
  const turned = straighten(turnAndFlip(source, options.rotate, options.flipH, options.flipV), options.straighten);
  const box = cropBox(turned.width, turned.height, options);
  const cropped = cropImage(turned, box);
  ctx.progress(0.4);
  const notes: OutputNote[] = [];
  if (options.straighten)
    notes.push({ key: 'notes.straightened', params: { degrees: options.straighten, width: turned.width, height: turned.height } });
  if (box.anchored) notes.push({ key: 'notes.cropAnchored', params: { width: box.width, height: box.height } });
  // A social size is a size as well as a ratio: the resize fields give way to it.
  const { width, height } = cropSize(options.crop) ?? targetSize(cropped.width, cropped.height, options);
  const resized = await resizeImage(cropped, width, height, options.method);
  ctx.progress(0.75);
  // Same format out as in: PNG/BMP stay lossless, JPEG/WebP/AVIF get the chosen quality. HEIC, which
  // no browser writes, becomes JPEG (what phones export), and the row says so.
  const type = input.type === 'image/heic' ? 'image/jpeg' : input.type;
  const lossy = type !== 'image/png' && type !== 'image/bmp';
  const carried = await carryMetadata(
    input,
    { bytes: await encodeImage(resized, type, options.quality), type, width, height },
    options.metadata,
  );
  ctx.progress(1);
  return {
    type,
    bytes: carried.bytes,
    meta: { width, height, format: FORMAT_NAMES[type], quality: lossy ? options.quality : undefined, photo: carried.facts },
    notes: [
      ...(type !== input.type ? [{ key: 'notes.heicAsJpeg', params: { quality: options.quality } }] : []),
      ...notes,
      ...carried.notes,
    ],
  };
};

export default resizeFile;
