import { inTurn } from '../../schemas/pipeline';
import type { EncodeChoice, Format } from './encode';
import { measurePart, joinParts } from './measure';
import { searchFormats } from './searchFormats';
import { ssimSum, type SsimSum } from './ssim';

/** The parts of auto mode that a job with more than one core runs on the others (PipelineContext.parallel). */
const tasks = {
  measure: measurePart,
  /** Scores one band of a candidate against the same band of the original (see ssimBands). */
  async score({ original, candidate }: { original: ImageData; candidate: ImageData }): Promise<SsimSum> {
    return ssimSum(original, candidate);
  },
  /** The other formats' search on the probe, while the job's own worker encodes the AVIF in full. */
  async searchFormats(input: {
    formats: Format[];
    probe: ImageData;
    parts: ImageData[];
    threshold: number;
    mozjpeg: boolean;
    beat: number;
  }) {
    // Both parts here, in turn: this worker is the job's helper, its other core is encoding the AVIF.
    const measure = async (choice: EncodeChoice) =>
      joinParts(
        await inTurn(
          { measurePart },
          'measurePart',
          input.parts.map((image) => ({ image, choice })),
        ),
      );
    return searchFormats(input.formats, measure, input.probe, input, input.beat);
  },
};

export default tasks;
