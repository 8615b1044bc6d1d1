import { decodeImage, resizeImage } from '../../src/engines/imageCodecs';

/**
 * What a job's workers share (PipelineContext.parallel's `shared`): the file itself, not its pixels. A
 * 4 MP photo's pixels are 16 MB, several times the file, and copying them to a helper held both workers
 * up for ~20 ms; the file goes across in a moment, and the helper decodes it while this worker does too.
 */
export interface Source {
  bytes: Uint8Array;
  type: string;
  /** The longest side the image is fitted into (0: as it is). */
  maxDimension: number;
}

export interface SourceImage {
  /** The file's own pixels. */
  decoded: ImageData;
  /** What the job works on: `decoded`, or a copy fitted into maxDimension. */
  image: ImageData;
}

const read = new WeakMap<Source, Promise<SourceImage>>();

/** The source decoded and fitted, once per worker (decoding is deterministic: every worker gets the same pixels). */
export function imageOf(source: Source): Promise<SourceImage> {
  let image = read.get(source);
  if (!image) read.set(source, (image = decodeAndFit(source)));
  return image;
}

async function decodeAndFit({ bytes, type, maxDimension }: Source): Promise<SourceImage> {
  const decoded = await decodeImage(bytes, type);
  const longest = Math.max(decoded.width, decoded.height);
  if (!maxDimension || longest <= maxDimension) return { decoded, image: decoded };
  const scale = maxDimension / longest;
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  return { decoded, image: await resizeImage(decoded, width, height) };
}
