import { inTurn, type PipelineContext } from '../../schemas/pipeline';
import { decodeChoice, type EncodeChoice, type Format } from './encode';
import { measurePart, joinParts, type Measure } from './measure';
import { makeProbe, probeParts } from './probe';
import { searchFormats } from './searchFormats';
import { imageOf, type Source } from './source';
import { ssimBand, ssimSum, type SsimSum } from './ssim';

/**
 * The parts of auto mode that a job with more than one core runs on the others (PipelineContext.parallel).
 * Each gets the job's source file as its shared value and works on the image it decodes from it (see
 * source.ts): after that only qualities and encoded files travel between workers, never pixels.
 */

/** The probe's two parts of an image, made once in each worker that measures them. */
const parts = new WeakMap<ImageData, ImageData[]>();
function probePartsOf(image: ImageData): ImageData[] {
  let made = parts.get(image);
  if (!made) parts.set(image, (made = probeParts(image)));
  return made;
}

/** Encodes part `part` of the probe with `choice` and scores it. */
async function measure({ part, choice }: { part: number; choice: EncodeChoice }, source: Source) {
  const { image } = await imageOf(source);
  return measurePart({ image: probePartsOf(image)[part], choice });
}

/** The probe's measure: its parts encoded and scored through `parallel` (a core each, or in turn). */
export function measureProbe(parallel: PipelineContext['parallel'], image: ImageData, source: Source): Measure {
  return async (choice) =>
    joinParts(
      await parallel(
        { measure },
        'measure',
        probePartsOf(image).map((_, part) => ({ part, choice })),
        source,
      ),
    );
}

const tasks = {
  /** Decodes the source ahead of the job's first task here, while the job's own worker decodes it too. */
  async prepare(_: null, source: Source): Promise<void> {
    await imageOf(source);
  },
  measure,
  /** Decodes a candidate for the whole image and scores band `band` of `bands` of it (see ssimBand). */
  async score(
    { bytes, format, band, bands }: { bytes: Uint8Array; format: Format; band: number; bands: number },
    source: Source,
  ): Promise<SsimSum> {
    const { image } = await imageOf(source);
    const { original, candidate } = ssimBand(image, await decodeChoice(bytes, format), band, bands);
    return ssimSum(original, candidate);
  },
  /** The other formats' search on the probe, while the job's own worker encodes the AVIF in full. */
  async searchFormats(input: { formats: Format[]; threshold: number; mozjpeg: boolean; beat: number }, source: Source) {
    const { image } = await imageOf(source);
    // Both parts here, in turn: this worker is the job's helper, its other core is encoding the AVIF.
    return searchFormats(input.formats, measureProbe(inTurn, image, source), makeProbe(image), input, input.beat);
  },
};

export default tasks;
