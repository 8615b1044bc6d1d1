import type { Config } from 'svgo/browser';
import { ToolError, type OutputNote, type Pipeline } from '../../schemas/pipeline';
import type { OptionsOf } from '../../schemas/ToolManifest';
import type manifest from './manifest';
import { activeCount, formatSvg, sanitizeSvg, serializeSvg, type ActiveContent } from '../../families/svg/svgSafety';
import { parseXml } from '../../families/svg/xmlParse';

type Options = OptionsOf<typeof manifest>;

export function svgoConfig(o: Options): Config {
  const overrides = {
    // svgo drops elements it does not know, Inkscape's flowed text (flowRoot) among them: that is the
    // user's content, and what is unsafe is decided by our sanitiser after svgo, not by svgo's list.
    removeUnknownsAndDefaults: { unknownContent: false },
    ...Object.fromEntries(o.disabled.map((name) => [name, false])),
  };
  const extra = (['removeDimensions', 'removeTitle'] as const).filter((name) => o[name]);
  return {
    multipass: o.multipass,
    floatPrecision: o.floatPrecision,
    js2svg: { pretty: o.pretty, indent: 2 },
    plugins: [{ name: 'preset-default', params: { overrides } }, ...extra],
  } as Config;
}

/** svgo is loaded only once a file has passed our checks: a refusal never waits for it. */
async function runSvgo(source: string, options: Options): Promise<string> {
  const { optimize } = await import('svgo/browser');
  try {
    return optimize(source, svgoConfig(options)).data;
  } catch {
    try {
      return optimize(serializeSvg(parseXml(source)), svgoConfig(options)).data;
    } catch (e) {
      throw new ToolError('errors.optimizeFailed', { detail: String((e as Error).message ?? e).slice(0, 200) });
    }
  }
}

export async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** One note per kind of active content the output still holds (only when the user asked to keep it). */
const KEPT_NOTES: Record<keyof ActiveContent, string> = {
  scripts: 'notes.keptScripts',
  handlers: 'notes.keptHandlers',
  scriptUrls: 'notes.keptScriptUrls',
  embedded: 'notes.keptEmbedded',
  external: 'notes.keptExternal',
};

/**
 * svgo 4 in the worker, after our strict parser (invalid code gets its message; entity and expansion
 * bombs, and entities hiding tags, stop there) and before our cleaner, which reads svgo's output again:
 * nothing svgo writes can bring active content back. Should svgo's own parser refuse a file ours took,
 * it gets our parser's serialisation (well-formed, entities expanded) instead. A pathological file can
 * take minutes in svgo (884 kB took 105 s in a test), so the queue stops the job after a time limit by
 * terminating the worker.
 */
const optimizeSvg: Pipeline<Options> = async (input, options, ctx) => {
  if (input.kind !== 'file' && input.kind !== 'text') throw new ToolError('errors.wrongInput');
  const source = input.kind === 'file' ? new TextDecoder().decode(input.bytes) : input.text;
  if (!source.trim()) throw new ToolError('errors.emptyFile');
  const { report } = sanitizeSvg(source);
  ctx.progress(0.1);
  let data = await runSvgo(source, options);
  ctx.progress(0.9);
  const notes: OutputNote[] = [];
  const after = sanitizeSvg(data);
  if (options.keepActive) {
    for (const [kind, key] of Object.entries(KEPT_NOTES) as [keyof ActiveContent, string][])
      if (after.report.active[kind]) notes.push({ key, params: { count: after.report.active[kind] } });
  } else {
    const { removedElements, removedAttributes, active } = after.report;
    if (removedElements + removedAttributes + activeCount(active) > 0)
      data = options.pretty ? formatSvg(after.root) : serializeSvg(after.root);
    const removed = Math.max(activeCount(report.active), activeCount(after.report.active));
    if (removed) notes.push({ key: 'notes.activeRemoved', params: { count: removed } });
  }
  const before = new TextEncoder().encode(source);
  const bytes = new TextEncoder().encode(data);
  const [gzBefore, gzAfter] = await Promise.all([gzipSize(before), gzipSize(bytes)]);
  ctx.progress(1);
  return {
    type: 'image/svg+xml',
    bytes,
    text: data,
    meta: { format: 'SVG', extraSizes: { gzipBefore: gzBefore, gzipAfter: gzAfter } },
    notes,
  };
};

export default optimizeSvg;
