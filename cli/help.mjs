// What `localkit`, `localkit list` and `localkit <tool> --help` print: all of it from dist/.cli/tools.json,
// which the build writes from the manifests (build/cliTools.ts). Pure functions, unit-tested.

/** Flags of the command itself, for every tool. */
export const COMMON_FLAGS = [
  ['--preset URL|QUERY', "the tool page's share link (or its query): its options; flags given too override it"],
  ['-o, --out DIR', 'where output files go (default: the current folder; text tools: standard output)'],
  ['--force', 'overwrite files that already exist (never done without it)'],
  ['--jobs N', 'files processed at once (default: the number of cores); as many more are read ahead'],
  ['--json', 'print the results as JSON on standard output'],
  ['--browser PATH', 'the Chrome or Chromium to run the tools in (default: found on the system)'],
  ['-h, --help', 'this help'],
];

export const USAGE = `Usage:
  localkit list                       the tools, by category
  localkit <tool> --help              a tool's options
  localkit <tool> [options] FILES…    run a file tool (outputs go to -o DIR)
  localkit <tool> [options] [FILE]    run a text tool on a file or standard input
Every tool runs in the LocalKit app itself, in a headless Chromium on this machine: the same engines
and the same bytes as the web page, and nothing leaves the machine.`;

/** The value a flag takes, as the help names it. */
export function valueHint(option) {
  if (option.choices) return option.choices.join('|');
  if (option.type === 'boolean') return '';
  if (option.type === 'array') return option.items ? `${option.items.join('|')},…` : 'a,b,…';
  const range =
    option.min !== undefined && option.max !== undefined
      ? ` ${option.min}–${option.max}`
      : option.min !== undefined
        ? ` ≥ ${option.min}`
        : option.max !== undefined
          ? ` ≤ ${option.max}`
          : '';
  return `${option.type}${range}`;
}

const shown = (value) => (Array.isArray(value) ? value.join(',') || '(none)' : String(value));

/** One line (or two) per option: flag, value, English label and help, default. */
export function optionLines(option) {
  const hint = valueHint(option);
  const flag = option.type === 'boolean' ? `${option.flag}, --no-${option.flag.slice(2)}` : `${option.flag} <${hint}>`;
  const text = [option.label, option.help].filter(Boolean).join(': ');
  const fallback = option.default === undefined ? '' : ` (default: ${shown(option.default)})`;
  return `  ${flag}\n      ${text}${fallback}`;
}

export function helpText(tool) {
  const usage = {
    files: `localkit ${tool.id} [options] [-o DIR] FILES…`,
    text: tool.textOption
      ? `localkit ${tool.id} [options] [FILE]     (the text: ${tool.options.find((o) => o.key === tool.textOption)?.flag}, FILE or standard input; output: standard output or -o DIR)`
      : `localkit ${tool.id} [options] [FILE]     (no FILE: standard input; output: standard output or -o DIR)`,
    none: `localkit ${tool.id} [options] [-o DIR]`,
  }[tool.input];
  const lines = [`${tool.id} — ${tool.name}`, tool.description, '', `Usage: ${usage}`];
  if (tool.accept) lines.push(`Accepts: ${tool.accept.join(', ')}`);
  if (!tool.runnable) lines.push('', 'This tool is an editor on its page only; it has nothing to run from the command line.');
  lines.push('', 'Options:');
  if (!tool.options.length) lines.push('  (none)');
  for (const option of tool.options) lines.push(optionLines(option));
  lines.push('', 'Common:');
  for (const [flag, text] of COMMON_FLAGS) lines.push(`  ${flag.padEnd(20)} ${text}`);
  return lines.join('\n');
}

/** The tools by category (in the site's order, which the build gives them in), with their one-line descriptions. */
export function listText(tools) {
  const categories = [...new Set(tools.map((t) => t.category))];
  const width = Math.max(...tools.map((t) => t.id.length));
  const lines = [];
  for (const category of categories) {
    lines.push(`${category}:`);
    for (const tool of tools.filter((t) => t.category === category))
      lines.push(`  ${tool.id.padEnd(width)}  ${tool.name} — ${tool.description}${tool.runnable ? '' : ' (page only)'}`);
    lines.push('');
  }
  lines.push('Run `localkit <tool> --help` for its options.');
  return lines.join('\n');
}
