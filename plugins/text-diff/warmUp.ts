/**
 * The warm-up at page open: a small edited pair of texts shaped like real ones, compared a few times:
 * it starts a worker, loads the diff engine and lets the JIT compile the hot paths (line codes,
 * unique-line anchors, Myers in the gaps, word refinement) on the kind of input they will get, so the
 * first real comparison of large texts neither waits for them nor runs unoptimised code. The
 * benchmark (bench/browser/text.spec.ts) times it; users are who it is for.
 */
import { EditorState } from '@codemirror/state';
import type { Job } from '../../src/runner/editorProps';
import type { DiffModel } from './diffModel';
import { paneMarks } from './paneMarks';
import { toDecorations } from './codeMirrorPanes';
import { encodePair } from './textPair';
import { mark } from './timingMarks';

/** Warm-up runs at open. Many short runs: after one run the 1 MB comparison takes about twice as long
 * as after a dozen, and a comparison asked for meanwhile only waits for the short run under way (it
 * stops the others): the warm worker then takes it, where a second worker would start cold. */
const WARM_UP_RUNS = 12;

/** Idle workers end after 30 s (the runner's queue): a pane focused after this long warms one again. */
const REWARM_AFTER_MS = 25_000;

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

/** Draws a model's marks into a throw-away document (never shown): the JIT compiles the drawing code. */
function warmDrawing(model: DiffModel) {
  const stats = model.stats;
  const doc = EditorState.create({ doc: 'x\n'.repeat(stats.added + stats.removed + 1000) }).doc;
  for (const side of ['a', 'b'] as const) toDecorations(doc, paneMarks(model, side, doc.lines));
}

/**
 * Warms a worker (and, with the last result, this thread's drawing and `afterwards`: the counts'
 * plurals) by comparing warmUpPair() with `compare`.
 */
export class WarmUp {
  /** The round under way: `stop` is set by the first real comparison (no further runs). */
  private round?: { stop: boolean; running?: Promise<Job> };
  /** When the last job (warm-up or comparison) ended. */
  private lastRun = 0;

  constructor(
    private readonly compare: (text: string) => Promise<Job>,
    private readonly afterwards: () => void,
  ) {}

  start(): void {
    const round: { stop: boolean; running?: Promise<Job> } = { stop: false };
    this.round = round;
    void (async () => {
      const pair = warmUpPair();
      let job: Job | undefined;
      for (let i = 0; i < WARM_UP_RUNS && !round.stop; i++) {
        round.running = this.compare(pair);
        job = await round.running;
        this.ran();
      }
      round.running = undefined;
      const text = job?.results?.[0]?.text;
      if (text) warmDrawing(JSON.parse(text) as DiffModel);
      this.afterwards();
      mark('warm');
    })();
  }

  /** A pane got the focus: the shared queue ends a worker idle for a while (and the JIT's work with
   * it), so warm one again before the paste that usually follows. */
  refresh(): void {
    if (!this.round?.running && Date.now() - this.lastRun > REWARM_AFTER_MS) this.start();
  }

  /** A real comparison is due: no further warm-up runs. Resolves true after waiting for the run under way. */
  async yieldTo(): Promise<boolean> {
    const round = this.round;
    if (!round?.running) return false;
    round.stop = true;
    await round.running;
    return true;
  }

  /** A job (warm-up or comparison) has just ended. */
  ran(): void {
    this.lastRun = Date.now();
  }
}
