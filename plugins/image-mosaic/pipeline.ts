import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { decodeImage, encodeImage, FORMAT_NAMES } from '../../src/engines/imageCodecs';
import { carryMetadata } from '../../src/engines/photoMetadata/carry';
import { parseRegions } from './regions';
import { pixelate } from './pixelate';

type Options = OptionsOf<typeof manifest>;

/** Lossy formats are written back at a high quality so only the mosaic areas visibly change. */
const EXPORT_QUALITY = 92;

const mosaic: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file') throw new ToolError('errors.wrongInput');
  if (input.bytes.length === 0) throw new ToolError('errors.emptyFile');
  const regions = parseRegions(options.regions);
  if (regions.length === 0) throw new ToolError('errors.noRegions');
  const image = await decodeImage(input.bytes, input.type);
  ctx.progress(0.4);
  pixelate(image, regions, options.blockSize, options.shape);
  ctx.progress(0.6);
  // Export keeps the format and the size (a GIF keeps its first frame); a HEIC, which browsers cannot
  // write, becomes a PNG (the editor's row says so).
  const type = input.type === 'image/heic' ? 'image/png' : input.type;
  const encoded = await encodeImage(image, type, EXPORT_QUALITY);
  const carried = await carryMetadata(input, { bytes: encoded, type, width: image.width, height: image.height }, options.metadata);
  ctx.progress(1);
  const lossy = ['image/jpeg', 'image/webp', 'image/avif', 'image/jxl'].includes(type);
  return {
    type,
    bytes: carried.bytes,
    meta: {
      width: image.width,
      height: image.height,
      format: FORMAT_NAMES[type],
      quality: lossy ? EXPORT_QUALITY : undefined,
      photo: carried.facts,
    },
    notes: carried.notes,
  };
};

export default mosaic;
