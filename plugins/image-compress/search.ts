/** The two searches behind "auto" and "target size". Both assume quality → size/SSIM is monotone. */

export interface Trial {
  quality: number;
  bytes: Uint8Array;
  /** Only set by the SSIM search. */
  ssim?: number;
}

/**
 * Lowest quality in [lo, hi] whose result keeps SSIM ≥ threshold (to within `tolerance` quality
 * points). Undefined when even `hi` is below the threshold, or when the result cannot be smaller
 * than `beat` bytes: a failing trial that is already that big means every passing (higher)
 * quality is bigger still, so the search stops there.
 */
export async function lowestQualityForSsim(
  tryQuality: (q: number) => Promise<{ bytes: Uint8Array; ssim: number }>,
  threshold: number,
  lo: number,
  hi: number,
  beat = Number.POSITIVE_INFINITY,
  tolerance = 2,
  log?: Trial[],
): Promise<Trial | undefined> {
  let failing = lo - 1; // highest quality known to fail (lo - 1: none tested yet)
  let passing = hi + 1; // lowest quality known to pass (hi + 1: none yet)
  let best: Trial | undefined;
  const test = async (quality: number): Promise<boolean> => {
    const trial: Trial = { quality, ...(await tryQuality(quality)) };
    log?.push(trial);
    if (trial.ssim! >= threshold) {
      best = trial;
      passing = quality;
      return true;
    }
    failing = quality;
    return trial.bytes.length < beat; // false: cannot win, stop
  };
  while (passing - failing > tolerance) {
    const mid = Math.min(hi, Math.max(lo, Math.round((failing + passing) / 2)));
    if (!(await test(mid))) return undefined;
  }
  if (!best && failing < hi && !(await test(hi))) return undefined;
  const found = best as Trial | undefined;
  return found && found.bytes.length < beat ? found : undefined;
}

/**
 * How fast SSIM rises per quality point near the threshold, from a finished search's trials: the
 * lowest passing trial against the highest failing one at least 3 points below it (neighbouring
 * qualities often share a quantizer and so the same SSIM).
 */
export function ssimSlope(trials: Trial[], threshold: number, minGap = 3): number {
  const passing = trials.filter((t) => t.ssim! >= threshold).sort((a, b) => a.quality - b.quality)[0];
  const below =
    passing &&
    trials.filter((t) => t.quality <= passing.quality - minGap && t.ssim! < passing.ssim!).sort((a, b) => b.quality - a.quality)[0];
  const FALLBACK = 0.0005; // typical for photos around SSIM 0.98
  return below ? Math.max(FALLBACK / 4, (passing.ssim! - below.ssim!) / (passing.quality - below.quality)) : FALLBACK;
}

/**
 * Lowest quality in [lo, hi] with SSIM ≥ threshold for a slow encoder, in at most `maxTrials`
 * encodes. SSIM rises smoothly with quality, so each next guess is where the line through the
 * nearest failing and passing trials crosses the threshold — or, while one side is still
 * unknown, where `slope` (measured by a faster search) says it will. Undefined when no trial
 * passes or none beats `beat` bytes.
 */
export async function lowestQualityByInterpolation(
  tryQuality: (q: number) => Promise<{ bytes: Uint8Array; ssim: number }>,
  threshold: number,
  start: number,
  slope: number,
  lo: number,
  hi: number,
  maxTrials: number,
  beat = Number.POSITIVE_INFINITY,
): Promise<Trial | undefined> {
  let passing: Trial | undefined;
  let failing: Trial | undefined;
  let quality = Math.min(hi, Math.max(lo, start));
  for (let n = 0; n < maxTrials; n++) {
    const trial: Trial = { quality, ...(await tryQuality(quality)) };
    if (trial.ssim! >= threshold) {
      // Two passing trials measure this encoder's own slope; flat curves (UI screenshots) then jump further.
      if (passing && passing.ssim! > trial.ssim!)
        slope = Math.min(slope, (passing.ssim! - trial.ssim!) / (passing.quality - trial.quality));
      passing = trial;
    } else failing = trial;
    const floor = failing ? failing.quality + 1 : lo;
    const ceiling = passing ? passing.quality - 1 : hi;
    if (floor > ceiling) break;
    let guess: number;
    if (passing && failing)
      guess = failing.quality + ((threshold - failing.ssim!) / (passing.ssim! - failing.ssim!)) * (passing.quality - failing.quality);
    // No failing trial yet: never further down than halfway to the floor.
    else if (passing) guess = Math.max((floor + passing.quality) / 2, passing.quality - (passing.ssim! - threshold) / slope);
    else guess = failing!.quality + (threshold - failing!.ssim!) / slope;
    quality = Math.min(ceiling, Math.max(floor, Math.ceil(guess)));
  }
  return passing && passing.bytes.length < beat ? passing : undefined;
}

/** Highest quality in [1, hi] whose file fits in maxBytes; undefined when even quality 1 does not. */
export async function highestQualityUnderSize(
  encodeAt: (q: number) => Promise<Uint8Array>,
  maxBytes: number,
  hi = 95,
): Promise<Trial | undefined> {
  const top = await encodeAt(hi);
  if (top.length <= maxBytes) return { quality: hi, bytes: top };
  const bottom = await encodeAt(1);
  if (bottom.length > maxBytes) return undefined;
  let best: Trial = { quality: 1, bytes: bottom };
  let good = 1;
  let bad = hi;
  while (bad - good > 1) {
    const mid = Math.round((good + bad) / 2);
    const bytes = await encodeAt(mid);
    if (bytes.length <= maxBytes) {
      best = { quality: mid, bytes };
      good = mid;
    } else {
      bad = mid;
    }
  }
  return best;
}
