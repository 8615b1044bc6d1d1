/**
 * A small edited pair of texts shaped like real ones, compared once when the diff page opens: it
 * starts a worker, loads the diff engine and lets the JIT compile the hot paths (line codes, unique-line
 * anchors, Myers in the gaps, word refinement) on the kind of input they will get, so the first real
 * comparison of large texts neither waits for them nor runs unoptimised code.
 */
import { encodePair } from './textPair';

const WORDS = 'the quick brown fox jumps over a lazy dog while private offline tools compare two long texts in any browser'.split(' ');

/** `paragraphs` distinct lines with blank lines between; every 10th changed by a word, some inserted and removed. */
export function warmUpPair(paragraphs = 150): string {
  let seed = 1;
  const next = () => (seed = (seed * 16807) % 2147483647);
  const a: string[] = [];
  const b: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const words = Array.from({ length: 8 + (next() % 8) }, () => WORDS[next() % WORDS.length]);
    const line = `${words.join(' ')} ${i}.`;
    a.push(line, '');
    if (i % 31 === 5) continue; // removed
    b.push(i % 10 === 3 ? line.replace(words[2], 'changed') : line, '');
    if (i % 29 === 7) b.push(`An inserted line ${i}.`, '');
  }
  return encodePair(a.join('\n'), b.join('\n'));
}
