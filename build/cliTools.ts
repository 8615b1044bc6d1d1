// Build tooling (Node only): writes dist/.cli/tools.json, what `localkit list` and `localkit <tool> --help`
// read (cli/localkit.mjs). Everything in it comes from the manifests and their English strings, so a new
// tool or option reaches the command line with no other edit.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Plugin } from 'vite';
import type { ToolManifest } from '../schemas/ToolManifest';
import { loadTools } from './toolSummaries';
import { KNOWN_CATEGORIES } from '../schemas/Category';
import { optionFlag } from '../schemas/presetUrl';

export interface CliOption {
  /** The schema key (the preset link's query key); the flag is its kebab-case form (optionFlag). */
  key: string;
  flag: string;
  type: string;
  min?: number;
  max?: number;
  choices?: (string | number | boolean)[];
  /** For a list: the values its items may take. */
  items?: (string | number | boolean)[];
  default?: unknown;
  label?: string;
  help?: string;
}

export interface CliTool {
  id: string;
  category: string;
  path: string;
  input: 'files' | 'text' | 'none';
  accept?: string[];
  /** A text tool whose text is this option (a preset link carries it): its flag gives the text, else a
   * file or standard input does, else (on a terminal) its default. */
  textOption?: string;
  /** False for tools that are a hand-drawn editor only (the covers): nothing to run. */
  runnable: boolean;
  name: string;
  description: string;
  options: CliOption[];
}

type Json = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  items?: Json;
  anyOf?: Json[];
};

/** One option as the help shows it, from the field's JSON Schema (the form's own source) and its English strings. */
function cliOption(key: string, field: z.ZodType, strings: Record<string, { label?: string; help?: string }>): CliOption {
  const json = z.toJSONSchema(field, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Json;
  const plain = json.anyOf?.find((j) => j.type !== 'null') ?? json;
  const type = plain.enum ? 'choice' : Array.isArray(plain.type) ? plain.type[0] : (plain.type ?? 'value');
  const option: CliOption = { key, flag: optionFlag(key), type: type === 'integer' ? 'integer' : type };
  if (plain.enum) option.choices = plain.enum as CliOption['choices'];
  if (plain.minimum !== undefined) option.min = plain.minimum;
  if (plain.maximum !== undefined) option.max = plain.maximum;
  if (plain.items?.enum) option.items = plain.items.enum as CliOption['items'];
  const fallback = json.default ?? plain.default;
  if (fallback !== undefined) option.default = fallback;
  if (strings[key]?.label) option.label = strings[key].label;
  if (strings[key]?.help) option.help = strings[key].help;
  return option;
}

const categoryRank = (category: string) => {
  const rank = (KNOWN_CATEGORIES as readonly string[]).indexOf(category);
  return rank < 0 ? KNOWN_CATEGORIES.length : rank;
};

/** Every tool as the command line describes it, by category in the site's order, then by id. */
export function cliTools(tools: ToolManifest[], root = process.cwd()): CliTool[] {
  const sorted = [...tools].sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.id.localeCompare(b.id));
  return sorted.map((tool) => {
    const en = JSON.parse(readFileSync(join(root, 'plugins', tool.id, 'i18n', 'en.json'), 'utf8'));
    const shape = tool.options.shape as Record<string, z.ZodType>;
    const runnable = existsSync(join(root, 'plugins', tool.id, 'pipeline.ts'));
    if (runnable === Boolean(tool.pageOnly))
      throw new Error(
        `Invalid tool manifest in plugins/${tool.id}/manifest.ts — field "pageOnly": ${runnable ? 'the tool has a pipeline.ts, so it runs from the command line' : 'set pageOnly: true (the tool has no pipeline.ts)'}`,
      );
    return {
      id: tool.id,
      category: tool.category,
      path: tool.path,
      input: tool.input.kind,
      ...(tool.input.kind === 'files' ? { accept: tool.input.accept } : {}),
      ...(tool.input.kind === 'text' && tool.input.option ? { textOption: tool.input.option } : {}),
      runnable,
      name: en.name,
      description: en.description,
      options: Object.entries(shape).map(([key, field]) => cliOption(key, field, en.options ?? {})),
    };
  });
}

/** Emits .cli/tools.json with the app's bundle (a dot folder: never precached, never linked). */
export function cliToolsFile(): Plugin {
  let root = process.cwd();
  return {
    name: 'localkit:cli-tools',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const isApp = Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
      if (!isApp) return;
      const { tools } = await loadTools(root);
      this.emitFile({ type: 'asset', fileName: '.cli/tools.json', source: JSON.stringify(cliTools(tools, root), null, 1) });
    },
  };
}
