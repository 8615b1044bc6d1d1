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
): Promise<Trial | undefined> {
  let failing = lo - 1; // highest quality known to fail (lo - 1: none tested yet)
  let passing = hi + 1; // lowest quality known to pass (hi + 1: none yet)
  let best: Trial | undefined;
  const test = async (quality: number): Promise<boolean> => {
    const trial: Trial = { quality, ...(await tryQuality(quality)) };
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
