import { encodeChoice, decodeChoice, type EncodeChoice } from './encode';
import { ssimSum, meanSsim, type SsimSum } from './ssim';

/** An encode and how close it stays to the original. */
export interface Measured {
  bytes: Uint8Array;
  ssim: number;
}

/** Encodes with `choice` and scores it: what auto mode's searches call for each candidate. */
export type Measure = (choice: EncodeChoice) => Promise<Measured>;

export interface MeasuredPart {
  bytes: Uint8Array;
  score: SsimSum;
}

/** Encodes one image (a probe part) and scores the result against it. */
export async function measurePart({ image, choice }: { image: ImageData; choice: EncodeChoice }): Promise<MeasuredPart> {
  const bytes = await encodeChoice(image, choice);
  return { bytes, score: ssimSum(image, await decodeChoice(bytes, choice.format)) };
}

/** The probe's measure from its parts': the parts' files end to end (only their length is used) and the SSIM of all. */
export function joinParts(parts: MeasuredPart[]): Measured {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.bytes.length, 0));
  parts.reduce((at, p) => (bytes.set(p.bytes, at), at + p.bytes.length), 0);
  return { bytes, ssim: meanSsim(parts.map((p) => p.score)) };
}
