// Text benchmark: the pipelines the app runs in its workers, on generated text of a known size.
//   - text-converter: 1 MB of simplified Chinese → Taiwan traditional with phrases (opencc-js s2twp),
//     first run (dictionary load + converter build) and warm runs;
//   - text-diff: two 1 MB texts with 300 scattered edits (changed, inserted and removed lines), end to
//     end through the pipeline (JSON in, diff + refinement + unified patch, JSON out); goal ≤ 0.2 s;
//   - word-count: 10 MB of English (goal ≤ 1 s), and 1 MB of Chinese (Segmenter on the Han runs).
// Wall time and this process's CPU time are both recorded: the machine is shared, so CPU time is the
// steadier figure. Records bench/results/text.json. No assertions on time.
import { it } from 'vitest';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { directContext, type PipelineOutput } from '../schemas/pipeline';
import { record, type BenchRow } from './record';
import convertText from '../plugins/text-converter/pipeline';
import converterManifest from '../plugins/text-converter/manifest';
import diffTexts from '../plugins/text-diff/pipeline';
import diffManifest from '../plugins/text-diff/manifest';
import countWords from '../plugins/word-count/pipeline';
import wordManifest from '../plugins/word-count/manifest';

/** A small deterministic generator (Park–Miller), so every run measures the same text. */
function random(seed = 1) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

const ENGLISH = `the of and to in is was for on that with as by at from this it be are an which or have not
  had but were they his her their one all there been has when who will more if out so up said what its
  about into than them can only other new some could time these two may then do first any my now such like
  our over man me even most made after also did many before must through back years where much your way
  well down should because each just those people how too little state good very make world still own see
  men work long get here between both life being under never day same another know while last might us
  great old year off come since against go came right used take three browser private offline toolbox`.split(/\s+/);

/** About `bytes` of English prose: sentences of 6–20 words, paragraphs of 3–7 sentences. */
function englishText(bytes: number, rnd = random(7)): string {
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const sentences = 3 + Math.floor(rnd() * 5);
    let paragraph = '';
    for (let s = 0; s < sentences; s++) {
      const n = 6 + Math.floor(rnd() * 15);
      const words = Array.from({ length: n }, () => ENGLISH[Math.floor(rnd() * ENGLISH.length)]);
      words[0] = words[0][0].toUpperCase() + words[0].slice(1);
      paragraph += `${words.join(' ')}${rnd() < 0.1 ? '?' : '.'} `;
    }
    parts.push(paragraph.trim());
    size += paragraph.length + 2;
  }
  return parts.join('\n\n');
}

// Simplified Chinese sentences with words OpenCC converts by phrase (软件, 鼠标, 内存, 头发, 发展…).
const CHINESE = [
  '我们的软件开发团队正在讨论新的发展计划。', '请把鼠标移到打印机的图标上，然后点击确认。', '这台电脑的内存和硬盘都不够用了。',
  '她的头发很长，在里面的房间里等着我们。', '网络信息安全是每个程序员都应该关心的问题。', '周末我们一起去公园散步，天气非常好。',
  '这个视频的分辨率太低，需要重新导出。', '服务器的数据库已经备份到云端。', '他在出租车上用手机发了一条短信。',
  '自行车和公共汽车都是很方便的交通工具。',
];

function chineseText(bytes: number, rnd = random(11)): string {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = Array.from({ length: 4 }, () => CHINESE[Math.floor(rnd() * CHINESE.length)]).join('');
    lines.push(line);
    size += new TextEncoder().encode(line).length + 1;
  }
  return lines.join('\n');
}

/** Two texts of about `bytes`: b is a with `edits` changes — a third changed lines, a third inserted, a third removed. */
function editedPair(bytes: number, edits: number) {
  const rnd = random(3);
  const a = englishText(bytes, rnd).split('\n');
  const b = [...a];
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(rnd() * b.length);
    const kind = k % 3;
    if (kind === 0) b[at] = `${b[at]} (edited ${k})`;
    else if (kind === 1) b.splice(at, 0, `An inserted line number ${k}.`);
    else b.splice(at, 1);
  }
  return { a: a.join('\n'), b: b.join('\n') };
}

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
    { benchmark: 'text-converter', case: '1 MB zh-Hans → zh-Hant-TW (s2twp)', metric: 'first run (load + build + convert)', value: ms(cold.wall), unit: 'ms' },
    { benchmark: 'text-converter', case: '1 MB zh-Hans → zh-Hant-TW (s2twp)', metric: 'warm run, median of 3 (wall)', value: ms(median(warm.map((w) => w.wall))), unit: 'ms' },
    { benchmark: 'text-converter', case: '1 MB zh-Hans → zh-Hant-TW (s2twp)', metric: 'warm run, median of 3 (CPU)', value: ms(median(warm.map((w) => w.cpu))), unit: 'ms' },
    { benchmark: 'text-converter', case: '1 MB zh-Hans → zh-Hant-TW (s2twp)', metric: 'output sample', value: sample },
  );

  // --- diff, two 1 MB texts, 300 edits ---
  const { a, b } = editedPair(MB, 300);
  const input = { kind: 'text' as const, text: JSON.stringify({ a, b }) };
  for (const granularity of ['word', 'line'] as const) {
    const options = diffManifest.options.parse({ granularity });
    await diffTexts(input, options, directContext()); // warm-up (JIT), not recorded
    const runs: { wall: number; cpu: number; value: PipelineOutput[] }[] = [];
    for (let i = 0; i < 3; i++) runs.push(await timed(() => diffTexts(input, options, directContext()) as Promise<PipelineOutput[]>));
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    const stats = JSON.parse(runs[0].value[0].text!).stats as { added: number; removed: number; changes: number };
    const c = `2 × ${(a.length / MB).toFixed(2)} MB, 300 edits, ${granularity}`;
    rows.push(
      { benchmark: 'text-diff', case: c, metric: 'pipeline end to end, median of 3 (wall)', value: ms(wall), unit: 'ms', goal: '≤ 200 ms', met: wall <= 200 },
      { benchmark: 'text-diff', case: c, metric: 'pipeline end to end, median of 3 (CPU)', value: ms(cpu), unit: 'ms', goal: '≤ 200 ms', met: cpu <= 200 },
      { benchmark: 'text-diff', case: c, metric: 'changes found (added / removed lines)', value: `${stats.changes} (${stats.added} / ${stats.removed})` },
    );
  }

  // --- word count ---
  const en = englishText(10 * MB);
  const auto = wordManifest.options.parse({});
  await countWords({ kind: 'text', text: en.slice(0, MB) }, auto, directContext()); // warm-up
  const counted: { wall: number; cpu: number; value: PipelineOutput }[] = [];
  for (let i = 0; i < 3; i++) counted.push(await timed(() => countWords({ kind: 'text', text: en }, auto, directContext()) as Promise<PipelineOutput>));
  const enWall = median(counted.map((r) => r.wall));
  const enCpu = median(counted.map((r) => r.cpu));
  const enStats = JSON.parse(counted[0].value.text!);
  rows.push(
    { benchmark: 'word-count', case: `${(en.length / MB).toFixed(1)} MB English`, metric: 'count, median of 3 (wall)', value: ms(enWall), unit: 'ms', goal: '≤ 1000 ms', met: enWall <= 1000 },
    { benchmark: 'word-count', case: `${(en.length / MB).toFixed(1)} MB English`, metric: 'count, median of 3 (CPU)', value: ms(enCpu), unit: 'ms', goal: '≤ 1000 ms', met: enCpu <= 1000 },
    { benchmark: 'word-count', case: `${(en.length / MB).toFixed(1)} MB English`, metric: 'words / characters', value: `${enStats.words} / ${enStats.characters}` },
  );
  const zhCount = await timed(() => countWords({ kind: 'text', text: zh }, auto, directContext()) as Promise<PipelineOutput>);
  const zhStats = JSON.parse(zhCount.value.text!);
  rows.push(
    { benchmark: 'word-count', case: '1 MB Chinese (Intl.Segmenter on Han runs; Node 20 ICU)', metric: 'count (wall)', value: ms(zhCount.wall), unit: 'ms' },
    { benchmark: 'word-count', case: '1 MB Chinese (Intl.Segmenter on Han runs; Node 20 ICU)', metric: 'words / CJK characters', value: `${zhStats.words} / ${zhStats.cjkCharacters}` },
  );
  rows.push({ benchmark: 'text', case: 'machine', metric: 'load average (1 min) at end', value: Number(loadavg()[0].toFixed(2)) });

  record('text', rows);
  console.table(rows.map((r) => ({ benchmark: r.benchmark, case: r.case, metric: r.metric, value: r.value, goal: r.goal ?? '', met: r.met ?? '' })));
});
