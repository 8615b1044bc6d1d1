import { z } from 'zod';

/**
 * Options <-> URL query (the shareable preset link). The tool's Zod schema parses the query,
 * so a link can never inject a value the form could not produce.
 */

export interface PresetParse<T> {
  options: T;
  /** Query keys whose value was invalid and fell back to the default. */
  invalid: string[];
  /** Safety options the link tried to change: a link may not switch safety off, they keep their default. */
  refused: string[];
}

/** The field's base type, under defaults, optionals, nullables and pipes ('number', 'boolean', ...). */
function baseType(field: z.ZodType): string {
  let def = field._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  while (def.innerType || (def.type === 'pipe' && def.in)) def = (def.innerType ?? def.in)!._zod.def as typeof def;
  return def.type;
}

function coerce(field: z.ZodType, raw: string): unknown {
  switch (baseType(field)) {
    case 'number':
    case 'int':
      return raw.trim() === '' ? Number.NaN : Number(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'array':
      return raw === '' ? [] : raw.split(',');
    default:
      return raw;
  }
}

export function optionsFromQuery<S extends z.ZodObject>(
  schema: S,
  query: URLSearchParams,
  /** Options marked `safety` in the manifest's optionsUi (issue 33, item 3). */
  safety: readonly string[] = [],
): PresetParse<z.output<S>> {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const options: Record<string, unknown> = { ...defaults };
  const invalid: string[] = [];
  const refused: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = query.get(key);
    if (raw === null) continue;
    const parsed = field.safeParse(coerce(field, raw));
    if (!parsed.success) invalid.push(key);
    else if (safety.includes(key) && JSON.stringify(parsed.data) !== JSON.stringify(defaults[key])) refused.push(key);
    else options[key] = parsed.data;
  }
  // Cross-field rules (refinements) get the final say.
  const whole = schema.safeParse(options);
  if (!whole.success)
    return {
      options: defaults as z.output<S>,
      invalid: Object.keys(schema.shape).filter((k) => query.has(k) && !refused.includes(k)),
      refused,
    };
  return { options: whole.data, invalid, refused };
}

/** Only values that differ from the defaults go into the link, so links stay short. */
export function optionsToQuery<S extends z.ZodObject>(schema: S, options: z.output<S>, base = new URLSearchParams()): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const query = new URLSearchParams(base);
  for (const key of Object.keys(schema.shape)) {
    query.delete(key);
    const value = (options as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    if (JSON.stringify(value) === JSON.stringify(defaults[key])) continue;
    query.set(key, String(value));
  }
  return query;
}

export interface OptionProblem {
  key: string;
  message: string;
}

/**
 * Like optionsFromQuery, but nothing falls back: every value the schema refuses is named with the
 * schema's own message (the command line stops on these instead of running with a default).
 */
export function optionsFromQueryStrict<S extends z.ZodObject>(
  schema: S,
  query: URLSearchParams,
): { options: z.output<S>; problems: [] } | { options?: undefined; problems: OptionProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: OptionProblem[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = query.get(key);
    if (raw === null) continue;
    const parsed = field.safeParse(coerce(field, raw));
    if (parsed.success) values[key] = parsed.data;
    else problems.push({ key, message: parsed.error.issues.map((i) => i.message).join('; ') });
  }
  if (problems.length) return { problems };
  const whole = schema.safeParse(values);
  if (!whole.success) return { problems: whole.error.issues.map((i) => ({ key: i.path.join('.'), message: i.message })) };
  return { options: whole.data, problems: [] };
}

/** The command's own flags (cli/args.mjs): an option of the same name cannot have them. */
const COMMAND_FLAGS = ['preset', 'out', 'jobs', 'browser', 'force', 'json', 'help'];

/** A schema key as a command-line flag: keepAspect → --keep-aspect (cli/args.mjs reads both); a key that
 * is one of the command's own flags gets "option-" before it (date-utils' format `preset`: --option-preset). */
export function optionFlag(key: string): string {
  const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `--${COMMAND_FLAGS.includes(kebab) ? 'option-' : ''}${kebab}`;
}

/** A word for a POSIX shell: bare when it is safe, else single-quoted. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/**
 * The `npx localkit` command for these options ("Copy as command"): the same values as the share link
 * (only those that differ from the defaults), as flags; a yes/no option is --flag or --no-flag.
 */
export function optionsToCommand<S extends z.ZodObject>(toolId: string, schema: S, options: z.output<S>): string {
  const words = ['npx', 'localkit', toolId];
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [key, value] of optionsToQuery(schema, options)) {
    const flag = optionFlag(key);
    if (baseType(shape[key]) === 'boolean') words.push(value === 'true' ? flag : `--no-${flag.slice(2)}`);
    else words.push(flag, shellWord(value));
  }
  return words.join(' ');
}
