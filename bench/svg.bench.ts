// SVG tools benchmark: optimizer bytes saved vs svgo's CLI default (goal: equal or better) and time;
// PDF → EPS conversion time; tracing time. Records bench/results/svg.json. No assertions on time.
import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { optimize } from 'svgo';
import { directContext, type PipelineOutput } from '../schemas/pipeline';
import { record, type BenchRow } from './record';
import optimizerManifest from '../plugins/svg-optimizer/manifest';
import optimizer from '../plugins/svg-optimizer/pipeline';
import pngToSvgManifest from '../plugins/png-to-svg/manifest';
import pngToSvg from '../plugins/png-to-svg/pipeline';
import jpgToSvg from '../plugins/jpg-to-svg/pipeline';
import { pdfToEps } from '../plugins/svg-to-eps/pdfToEps';
import { sanitizeSvg, serializeSvg } from '../families/svg/svgSafety';

const fixture = (path: string) => readFileSync(new URL(`../tests/fixtures/${path}`, import.meta.url));
const SVGS = ['ferris.svg', 'graph.svg', 'diagram-text.svg', 'illustration.svg', 'rust-logo.svg', 'icon-adwaita.svg', 'icon-stroke.svg'];

async function timed<T>(fn: () => Promise<T> | T, runs = 3): Promise<{ value: T; ms: number }> {
  let value!: T;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    value = await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { value, ms: Math.round(times[Math.floor(times.length / 2)] * 10) / 10 };
}

it('svg benchmark', async () => {
  const rows: BenchRow[] = [];
  const defaults = optimizerManifest.options.parse({});
  let oursTotal = 0;
  let cliTotal = 0;
  let sourceTotal = 0;
  for (const name of SVGS) {
    const source = fixture(`svg/${name}`).toString('utf8');
    const ours = await timed(async () => (await optimizer({ kind: 'text', text: source }, defaults, directContext())) as PipelineOutput);
    const cli = await timed(() => optimize(source, {}).data);
    const oursBytes = ours.value.bytes!.length;
    const cliBytes = new TextEncoder().encode(cli.value).length;
    const sourceBytes = Buffer.byteLength(source);
    oursTotal += oursBytes;
    cliTotal += cliBytes;
    sourceTotal += sourceBytes;
    rows.push(
      {
        benchmark: 'svg-optimizer',
        case: name,
        metric: 'bytes: original → ours (svgo CLI default)',
        value: `${sourceBytes} → ${oursBytes} (${cliBytes})`,
        goal: '≤ svgo CLI',
        met: oursBytes <= cliBytes,
      },
      { benchmark: 'svg-optimizer', case: name, metric: 'time (ours, multipass)', value: ours.ms, unit: 'ms' },
    );
  }
  rows.push({
    benchmark: 'svg-optimizer',
    case: `all ${SVGS.length} files`,
    metric: 'saved vs original: ours / svgo CLI default',
    value: `${((1 - oursTotal / sourceTotal) * 100).toFixed(1)}% / ${((1 - cliTotal / sourceTotal) * 100).toFixed(1)}%`,
    goal: '≥ svgo CLI',
    met: oursTotal <= cliTotal,
  });

  for (const name of ['graph.svg', 'ferris.svg']) {
    const source = fixture(`svg/${name}`).toString('utf8');
    const { ms } = await timed(() => serializeSvg(sanitizeSvg(source).root), 5);
    rows.push({
      benchmark: 'svg-sanitize',
      case: `${name} (${(source.length / 1024).toFixed(1)} kB)`,
      metric: 'parse + sanitise + serialise',
      value: ms,
      unit: 'ms',
    });
  }

  for (const name of ['illustration', 'diagram-text', 'ferris', 'rust-logo']) {
    const pdf = new Uint8Array(fixture(`svg/pdf/${name}.pdf`));
    const { value, ms } = await timed(() => pdfToEps(pdf));
    rows.push({
      benchmark: 'pdf-to-eps',
      case: `${name}.pdf (${(pdf.length / 1024).toFixed(1)} kB)`,
      metric: 'time (EPS size)',
      value: `${ms} ms (${(value.length / 1024).toFixed(1)} kB)`,
    });
  }

  const traceOptions = pngToSvgManifest.options.parse({});
  for (const [file, type, run] of [
    ['svg/trace-logo.png', 'image/png', pngToSvg],
    ['images/photo-astronaut.jpg', 'image/jpeg', jpgToSvg],
  ] as const) {
    const bytes = new Uint8Array(fixture(file));
    const { value, ms } = await timed(
      async () => (await run({ kind: 'file', name: file, type, bytes }, traceOptions, directContext())) as PipelineOutput,
      1,
    );
    rows.push({
      benchmark: 'trace (imagetracerjs, 16 colours)',
      case: file.split('/')[1],
      metric: 'time (SVG size)',
      value: `${ms} ms (${(value.bytes!.length / 1024).toFixed(1)} kB)`,
    });
  }
  record('svg', rows);
  console.table(
    rows.map((r) => ({
      case: `${r.benchmark} · ${r.case}`,
      metric: r.metric,
      value: `${r.value}${r.unit ? ` ${r.unit}` : ''}`,
      met: r.met,
    })),
  );
});
