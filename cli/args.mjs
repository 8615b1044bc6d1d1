// Command-line arguments → what to run. The tool's own flags come from its schema keys (dist/.cli/tools.json);
// their values are checked later by the schema itself, in the page (schemas/presetUrl.ts optionsFromQueryStrict).

export class UsageError extends Error {}

const COMMON_VALUE = new Map([
  ['--preset', 'preset'],
  ['-o', 'out'],
  ['--out', 'out'],
  ['--jobs', 'jobs'],
  ['--browser', 'browser'],
]);
const COMMON_SWITCH = new Map([
  ['--force', 'force'],
  ['--json', 'json'],
  ['-h', 'help'],
  ['--help', 'help'],
]);

/** The preset link's query (a whole share link, or only its query). */
export function presetQuery(preset) {
  const text = preset.trim();
  if (/^[a-z]+:\/\//i.test(text)) return new URL(text).searchParams;
  return new URLSearchParams(text.includes('?') ? text.slice(text.indexOf('?') + 1) : text);
}

/**
 * Parses `args` (after the tool id) for `tool`: common flags, the tool's option flags (--kebab-case or the
 * schema key; --flag / --no-flag for a yes/no option), and inputs. Returns the options as a preset query:
 * the preset's keys that are options, then the flags over them.
 */
export function parseToolArgs(tool, args) {
  const byFlag = new Map();
  for (const option of tool.options) {
    byFlag.set(option.flag, option);
    byFlag.set(`--${option.key}`, option);
  }
  const parsed = { files: [], flags: new Map(), force: false, json: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      parsed.files.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    let value = eq > 0 ? arg.slice(eq + 1) : undefined;
    const takeValue = () => {
      if (value !== undefined) return value;
      if (i + 1 >= args.length) throw new UsageError(`${name} needs a value`);
      return args[++i];
    };
    if (COMMON_SWITCH.has(name)) {
      parsed[COMMON_SWITCH.get(name)] = true;
      continue;
    }
    if (COMMON_VALUE.has(name)) {
      parsed[COMMON_VALUE.get(name)] = takeValue();
      continue;
    }
    const negated = name.startsWith('--no-') && byFlag.get(`--${name.slice(5)}`);
    if (negated?.type === 'boolean' && value === undefined) {
      parsed.flags.set(negated.key, 'false');
      continue;
    }
    const option = byFlag.get(name);
    if (!option) throw new UsageError(`unknown option ${name} for ${tool.id} (see: localkit ${tool.id} --help)`);
    if (option.type === 'boolean' && value === undefined) value = /^(true|false)$/.test(args[i + 1] ?? '') ? args[++i] : 'true';
    parsed.flags.set(option.key, takeValue());
  }
  const query = new URLSearchParams();
  if (parsed.preset !== undefined) {
    let preset;
    try {
      preset = presetQuery(parsed.preset);
    } catch {
      throw new UsageError(`--preset: not a link or query: ${parsed.preset}`);
    }
    for (const option of tool.options) if (preset.has(option.key)) query.set(option.key, preset.get(option.key));
  }
  for (const [key, value] of parsed.flags) query.set(key, value);
  if (parsed.jobs !== undefined && !/^[1-9]\d*$/.test(parsed.jobs))
    throw new UsageError(`--jobs: expected a whole number ≥ 1, got "${parsed.jobs}"`);
  return { ...parsed, jobs: parsed.jobs && Number(parsed.jobs), query };
}
