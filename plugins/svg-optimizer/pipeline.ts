import { optimize, type Config } from 'svgo/browser';
import { ToolError, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { sanitizeSvg } from '../../families/svg/svgSafety';

type Options = OptionsOf<typeof manifest>;

export function svgoConfig(o: Options): Config {
  const overrides = Object.fromEntries(o.disabled.map((name) => [name, false]));
  const extra = (['removeDimensions', 'removeTitle', 'removeScripts'] as const).filter((name) => o[name]);
  return {
    multipass: o.multipass,
    floatPrecision: o.floatPrecision,
    js2svg: { pretty: o.pretty, indent: 2 },
    plugins: [{ name: 'preset-default', params: { overrides } }, ...extra],
  } as Config;
}

export async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/**
 * svgo 4 in the worker. A pathological file can take minutes (884 kB took 105 s in a test), so the
 * queue stops the job after a time limit by terminating the worker; the tab never hangs.
 */
const optimizeSvg: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file' && input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const source = input.kind === 'file' ? new TextDecoder().decode(input.bytes) : input.text;
  if (!source.trim()) throw new ToolError('errors.emptyFile');
  // Our strict parser first: invalid code gets its message, and entity bombs never reach svgo.
  sanitizeSvg(source);
  ctx.progress(0.1);
  let data: string;
  try {
    data = optimize(source, svgoConfig(options)).data;
  } catch (e) {
    throw new ToolError('errors.invalidSvg', { line: 0, column: 0, detail: String((e as Error).message ?? e).slice(0, 200) });
  }
  ctx.progress(0.9);
  const before = new TextEncoder().encode(source);
  const bytes = new TextEncoder().encode(data);
  const [gzBefore, gzAfter] = await Promise.all([gzipSize(before), gzipSize(bytes)]);
  ctx.progress(1);
  return {
    type: 'image/svg+xml',
    bytes,
    text: data,
    meta: { format: 'SVG', extraSizes: { gzipBefore: gzBefore, gzipAfter: gzAfter } },
  };
};

export default optimizeSvg;
