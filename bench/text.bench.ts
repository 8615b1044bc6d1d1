// Text benchmark: the pipelines the app runs in its workers, on generated text of a known size.
//   - text-converter: 1 MB of simplified Chinese → Taiwan traditional with phrases (opencc-js s2twp),
//     first run (dictionary load + converter build) and warm runs;
//   - text-diff: two 1 MB texts with 300 scattered edits (changed, inserted and removed lines), end to
//     end through the pipeline (both texts in, diff + refinement, JSON out; the patch is made on copy); goal ≤ 0.2 s;
//   - word-count: 10 MB of English (goal ≤ 1 s), and 1 MB of Chinese (Segmenter on the Han runs).
// Wall time and this process's CPU time are both recorded: the machine is shared, so CPU time is the
// steadier figure. Records bench/results/text.json. No assertions on time.
import { it } from 'vitest';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { directContext, type PipelineOutput } from '../schemas/pipeline';
import { record, type BenchRow } from './record';
import { chineseText, editedPair, englishText } from './textSamples';
import { encodePair } from '../plugins/text-diff/textPair';
import convertText from '../plugins/text-converter/pipeline';
import converterManifest from '../plugins/text-converter/manifest';
import diffTexts from '../plugins/text-diff/pipeline';
import diffManifest from '../plugins/text-diff/manifest';
import countWords from '../plugins/word-count/pipeline';
import wordManifest from '../plugins/word-count/manifest';

/** Runs `fn`, returning wall and CPU milliseconds. */
async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { value, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ms = (v: number) => Number(v.toFixed(1));
const MB = 1_000_000;

it('text benchmark', async () => {
  const rows: BenchRow[] = [];
  rows.push({ benchmark: 'text', case: 'machine', metric: 'load average (1 min) at start', value: Number(loadavg()[0].toFixed(2)) });

  // --- OpenCC s→twp, 1 MB ---
  const zh = chineseText(MB);
  const s2twp = converterManifest.options.parse({ mode: 's2twp' });
  const convert = () => convertText({ kind: 'text', text: zh }, s2twp, directContext()) as Promise<PipelineOutput>;
  const cold = await timed(convert);
  const warm: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < 3; i++) warm.push(await timed(convert));
  const sample = (cold.value.text ?? '').slice(0, 40);
  rows.push(
    {
      benchmark: 'text-converter',
      case: '1 MB zh-Hans → zh-Hant-TW (s2twp)',
      metric: 'first run (load + build + convert)',
      value: ms(cold.wall),
      unit: 'ms',
    },
    {
      benchmark: 'text-converter',
      case: '1 MB zh-Hans → zh-Hant-TW (s2twp)',
      metric: 'warm run, median of 3 (wall)',
      value: ms(median(warm.map((w) => w.wall))),
      unit: 'ms',
    },
    {
      benchmark: 'text-converter',
      case: '1 MB zh-Hans → zh-Hant-TW (s2twp)',
      metric: 'warm run, median of 3 (CPU)',
      value: ms(median(warm.map((w) => w.cpu))),
      unit: 'ms',
    },
    { benchmark: 'text-converter', case: '1 MB zh-Hans → zh-Hant-TW (s2twp)', metric: 'output sample', value: sample },
  );

  // --- diff, two 1 MB texts, 300 edits ---
  const { a, b } = editedPair(MB, 300);
  const input = { kind: 'text' as const, text: encodePair(a, b) };
  for (const granularity of ['word', 'line'] as const) {
    const options = diffManifest.options.parse({ granularity });
    await diffTexts(input, options, directContext()); // warm-up (JIT), not recorded
    const runs: { wall: number; cpu: number; value: PipelineOutput }[] = [];
    for (let i = 0; i < 3; i++) runs.push(await timed(() => diffTexts(input, options, directContext()) as Promise<PipelineOutput>));
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    const stats = JSON.parse(runs[0].value.text!).stats as { added: number; removed: number; changes: number };
    const c = `2 × ${(a.length / MB).toFixed(2)} MB, 300 edits, ${granularity}`;
    rows.push(
      {
        benchmark: 'text-diff',
        case: c,
        metric: 'pipeline end to end, median of 3 (wall)',
        value: ms(wall),
        unit: 'ms',
        goal: '≤ 200 ms',
        met: wall <= 200,
      },
      {
        benchmark: 'text-diff',
        case: c,
        metric: 'pipeline end to end, median of 3 (CPU)',
        value: ms(cpu),
        unit: 'ms',
        goal: '≤ 200 ms',
        met: cpu <= 200,
      },
      {
        benchmark: 'text-diff',
        case: c,
        metric: 'changes found (added / removed lines)',
        value: `${stats.changes} (${stats.added} / ${stats.removed})`,
      },
    );
  }

  // --- word count ---
  const en = englishText(10 * MB);
  const auto = wordManifest.options.parse({});
  await countWords({ kind: 'text', text: en.slice(0, MB) }, auto, directContext()); // warm-up
  const counted: { wall: number; cpu: number; value: PipelineOutput }[] = [];
  for (let i = 0; i < 3; i++)
    counted.push(await timed(() => countWords({ kind: 'text', text: en }, auto, directContext()) as Promise<PipelineOutput>));
  const enWall = median(counted.map((r) => r.wall));
  const enCpu = median(counted.map((r) => r.cpu));
  const enStats = JSON.parse(counted[0].value.text!);
  rows.push(
    {
      benchmark: 'word-count',
      case: `${(en.length / MB).toFixed(1)} MB English`,
      metric: 'count, median of 3 (wall)',
      value: ms(enWall),
      unit: 'ms',
      goal: '≤ 1000 ms',
      met: enWall <= 1000,
    },
    {
      benchmark: 'word-count',
      case: `${(en.length / MB).toFixed(1)} MB English`,
      metric: 'count, median of 3 (CPU)',
      value: ms(enCpu),
      unit: 'ms',
      goal: '≤ 1000 ms',
      met: enCpu <= 1000,
    },
    {
      benchmark: 'word-count',
      case: `${(en.length / MB).toFixed(1)} MB English`,
      metric: 'words / characters',
      value: `${enStats.words} / ${enStats.characters}`,
    },
  );
  // The general count splits Han runs into dictionary words (Intl.Segmenter); the Chinese count (what
  // "auto" picks for Chinese text) counts characters and needs no dictionary.
  for (const language of ['general', 'chinese'] as const) {
    const zhCase = `1 MB Chinese, ${language === 'general' ? 'general count (Intl.Segmenter on Han runs; Node 20 ICU)' : 'Chinese count (per character)'}`;
    const zhCount = await timed(
      () => countWords({ kind: 'text', text: zh }, wordManifest.options.parse({ language }), directContext()) as Promise<PipelineOutput>,
    );
    const zhStats = JSON.parse(zhCount.value.text!);
    rows.push(
      { benchmark: 'word-count', case: zhCase, metric: 'count (wall)', value: ms(zhCount.wall), unit: 'ms' },
      { benchmark: 'word-count', case: zhCase, metric: 'words / CJK characters', value: `${zhStats.words} / ${zhStats.cjkCharacters}` },
    );
  }
  rows.push({ benchmark: 'text', case: 'machine', metric: 'load average (1 min) at end', value: Number(loadavg()[0].toFixed(2)) });

  record('text', rows);
  console.table(
    rows.map((r) => ({ benchmark: r.benchmark, case: r.case, metric: r.metric, value: r.value, goal: r.goal ?? '', met: r.met ?? '' })),
  );
});
