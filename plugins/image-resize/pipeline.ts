import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, encodeImage, resizeImage, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { targetSize } from './targetSize';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';

type Options = OptionsOf<typeof manifest>;

const resizeFile: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  const source = await decodeImage(input.bytes, input.type);
  ctx.progress(0.3);
  const { width, height } = targetSize(source.width, source.height, options);
  const resized = await resizeImage(source, width, height, options.method);
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
    notes: [...(type !== input.type ? [{ key: 'notes.heicAsJpeg', params: { quality: options.quality } }] : []), ...carried.notes],
  };
};

export default resizeFile;
