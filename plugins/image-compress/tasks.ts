import type { EncodeChoice, Format } from './encode';
import { measurePart, joinParts, type MeasuredPart } from './measure';
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
    const measure = async (choice: EncodeChoice) => {
      const measured: MeasuredPart[] = [];
      for (const image of input.parts) measured.push(await measurePart({ image, choice }));
      return joinParts(measured);
    };
    return searchFormats(input.formats, measure, input.probe, input, input.beat);
  },
};

export default tasks;
