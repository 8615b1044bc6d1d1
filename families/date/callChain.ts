/**
 * A tiny, eval-free reader and runner for date-library call chains such as
 *   dayjs('2024-01-31').add(1, 'day').format('YYYY-MM-DD')
 *   moment.duration(90, 'minutes').humanize()
 *
 * Why: the expression comes from a shareable URL, so it must never reach eval/new Function. The grammar
 * accepts only: a known root function (optionally one of its static methods), then `.method(args)` steps.
 * Arguments are literals only — strings ('…' or "…", no templates), numbers, true/false/null/undefined,
 * and arrays/objects of literals. No property reads, no identifiers as values, no nested calls.
 * Every method name must be on the library's whitelist, and is only called on the library's own values.
 */

import { ToolError } from '../../schemas/pipeline';

export type Literal = string | number | boolean | null | undefined | Literal[] | { [key: string]: Literal };

export interface CallStep {
  /** Method name; '' for the root call itself, e.g. `dayjs(…)`. */
  name: string;
  args: Literal[];
  /** Offset in the source, for error messages. */
  at: number;
}

export interface Chain {
  root: string;
  /** A static method of the root (`moment.utc(…)`), applied instead of the root call. */
  staticName?: string;
  steps: CallStep[];
}

/** Why an expression was refused. `code` maps to a translated message. */
export class ChainError extends Error {
  constructor(
    public code: 'syntax' | 'unknownRoot' | 'notAllowed' | 'tooLong',
    public at: number,
    public detail = '',
  ) {
    super(`${code} at ${at}${detail ? `: ${detail}` : ''}`);
    this.name = 'ChainError';
  }
}

export const MAX_EXPRESSION_LENGTH = 500;
const MAX_DEPTH = 8; // nesting of array/object literals
// Names that reach Object.prototype when a library looks a string up in a plain object (Day.js and
// Moment.js keep locales in one, and try "constructor" for "constructor-x"): compared lower-cased.
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', ...Object.getOwnPropertyNames(Object.prototype)].map((k) => k.toLowerCase()));

/** A string that is, or whose parts split at "-" or "_" are, a forbidden key ("__proto__-x", "x_valueOf"). */
const isForbiddenKey = (value: string) =>
  [value, ...value.split('-'), ...value.split('_'), ...value.split(/[-_]/)].some((part) => FORBIDDEN_KEYS.has(part.toLowerCase()));

/** Parses `root(…).a(…).b(…)`; throws ChainError. Knows nothing about any library. */
export function parseChain(source: string, roots: readonly string[]): Chain {
  if (source.length > MAX_EXPRESSION_LENGTH) throw new ChainError('tooLong', MAX_EXPRESSION_LENGTH);
  let pos = 0;

  const fail = (code: ChainError['code'] = 'syntax', detail = ''): never => {
    throw new ChainError(code, pos, detail);
  };
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos])) pos++;
  };
  const peek = () => {
    skipSpace();
    return source[pos];
  };
  const expect = (ch: string) => {
    if (peek() !== ch) fail('syntax', `expected "${ch}"`);
    pos++;
  };
  const identifier = (): string => {
    skipSpace();
    const m = /^[A-Za-z_$][\w$]*/.exec(source.slice(pos));
    if (!m) return fail('syntax', 'expected a name');
    pos += m[0].length;
    return m[0];
  };

  const stringLiteral = (): string => {
    const quote = source[pos++];
    let out = '';
    while (pos < source.length) {
      const ch = source[pos++];
      if (ch === quote) return out;
      if (ch === '\n') break;
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const esc = source[pos++];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
      if (esc === 'u') {
        const hex = /^[0-9a-fA-F]{4}/.exec(source.slice(pos));
        if (!hex) fail();
        out += String.fromCharCode(parseInt(hex![0], 16));
        pos += 4;
      } else if (esc !== undefined && esc in simple) out += simple[esc];
      else if (esc !== undefined) out += esc; // \' \" \\ and any other escaped character stand for themselves
    }
    return fail('syntax', 'unterminated string');
  };

  const numberLiteral = (): number => {
    const m = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(pos));
    if (!m) return fail('syntax', 'expected a number');
    pos += m[0].length;
    return Number(m[0]);
  };

  const literal = (depth: number): Literal => {
    if (depth > MAX_DEPTH) fail('syntax', 'too deeply nested');
    const ch = peek();
    if (ch === "'" || ch === '"') {
      const at = pos;
      const value = stringLiteral();
      // A library may use a string as a property name (Day.js keeps locales in a plain object).
      if (isForbiddenKey(value)) {
        pos = at;
        fail('notAllowed', value);
      }
      return value;
    }
    if (ch === '`') return fail('notAllowed', 'template strings');
    if (ch !== undefined && /[-+.\d]/.test(ch)) return numberLiteral();
    if (ch === '[') {
      pos++;
      const items: Literal[] = [];
      while (peek() !== ']') {
        items.push(literal(depth + 1));
        if (peek() === ',') pos++;
        else if (peek() !== ']') fail('syntax', 'expected "," or "]"');
      }
      pos++;
      return items;
    }
    if (ch === '{') {
      pos++;
      const obj: { [key: string]: Literal } = {};
      while (peek() !== '}') {
        const c = peek();
        const key = c === "'" || c === '"' ? stringLiteral() : c !== undefined && /\d/.test(c) ? String(numberLiteral()) : identifier();
        if (isForbiddenKey(key)) fail('notAllowed', key);
        expect(':');
        Object.defineProperty(obj, key, { value: literal(depth + 1), enumerable: true, writable: true, configurable: true });
        if (peek() === ',') pos++;
        else if (peek() !== '}') fail('syntax', 'expected "," or "}"');
      }
      pos++;
      return obj;
    }
    const start = pos;
    const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(pos))?.[0];
    const constants: Record<string, Literal> = { true: true, false: false, null: null, undefined };
    if (word !== undefined && Object.hasOwn(constants, word)) {
      pos += word.length;
      return constants[word];
    }
    // Anything else (a name, a call, a property read) is not a literal.
    pos = start;
    return fail(word ? 'notAllowed' : 'syntax', word ? `"${word}" is not a literal` : 'expected a value');
  };

  const args = (): Literal[] => {
    expect('(');
    const list: Literal[] = [];
    while (peek() !== ')') {
      if (pos >= source.length) fail('syntax', 'expected ")"');
      list.push(literal(0));
      if (peek() === ',') pos++;
      else if (peek() !== ')') fail('syntax', 'expected "," or ")"');
    }
    pos++;
    return list;
  };

  const rootAt = (skipSpace(), pos);
  const root = identifier();
  if (!roots.includes(root)) {
    pos = rootAt;
    fail('unknownRoot', root);
  }
  const chain: Chain = { root, steps: [] };
  if (peek() === '.') {
    pos++;
    const at = pos;
    chain.staticName = identifier();
    if (peek() !== '(') fail('notAllowed', 'property access');
    chain.steps.push({ name: chain.staticName, args: args(), at });
  } else {
    chain.steps.push({ name: '', args: args(), at: rootAt });
  }
  while (peek() === '.') {
    pos++;
    const at = pos;
    const name = identifier();
    if (peek() !== '(') {
      pos = at;
      fail('notAllowed', 'property access');
    }
    chain.steps.push({ name, args: args(), at });
  }
  if (peek() === ';') pos++;
  if (peek() !== undefined) fail('syntax', 'unexpected text');
  return chain;
}

/** What a library allows: its root function, static and instance methods, and how to tell its values. */
export interface ChainLibrary {
  /** The root's name in expressions: 'dayjs', 'moment'. */
  name: string;
  root: (...args: Literal[]) => unknown;
  statics: ReadonlySet<string>;
  methods: ReadonlySet<string>;
  /** True for the library's own objects (dates, durations): only those get methods called on them. */
  owns: (value: unknown) => boolean;
  /** Optional extra rule per method, e.g. "locale() takes one string" (no defining global locales). */
  allowsArgs?: (method: string, args: Literal[]) => boolean;
  /** Optional check of a call's values, for what the library would get wrong quietly (moment-timezone
   * answers an unknown zone with local time and a console message): an error for the user, or undefined. */
  argsProblem?: (method: string, args: Literal[], isStatic: boolean) => ToolError | undefined;
}

/** Runs a parsed chain against a library, calling only whitelisted methods on the library's own values. */
export function runChain(chain: Chain, library: ChainLibrary): unknown {
  const [first, ...rest] = chain.steps;
  let value: unknown;
  if (chain.staticName !== undefined) {
    const fn = (library.root as unknown as Record<string, unknown>)[chain.staticName];
    if (!library.statics.has(chain.staticName) || typeof fn !== 'function') throw new ChainError('notAllowed', first.at, chain.staticName);
    const problem = library.argsProblem?.(chain.staticName, first.args, true);
    if (problem) throw problem;
    value = Reflect.apply(fn, library.root, first.args);
  } else {
    value = library.root(...first.args);
  }
  for (const step of rest) {
    if (!library.methods.has(step.name) || !library.owns(value)) throw new ChainError('notAllowed', step.at, step.name);
    if (library.allowsArgs && !library.allowsArgs(step.name, step.args)) throw new ChainError('notAllowed', step.at, step.name);
    const problem = library.argsProblem?.(step.name, step.args, false);
    if (problem) throw problem;
    const fn = (value as Record<string, unknown>)[step.name];
    if (typeof fn !== 'function') throw new ChainError('notAllowed', step.at, step.name);
    value = Reflect.apply(fn, value, step.args);
  }
  return value;
}

/** Shows a chain's result as text; `formatOwn` renders the library's own values (dates, durations). */
export function resultText(value: unknown, formatOwn: (value: unknown) => string | undefined): string {
  const own = formatOwn(value);
  if (own !== undefined) return own;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * Parse, run and show an expression, turning every failure into a ToolError the user can read:
 * errors.syntax / unknownRoot / notAllowed / tooLong (with {position}, {name}), or errors.unknown; every
 * one with {root}, the library's name.
 */
export function evaluateExpression(expression: string, library: ChainLibrary, formatOwn: (value: unknown) => string | undefined): string {
  try {
    const chain = parseChain(expression.trim(), [library.name]);
    return resultText(runChain(chain, library), formatOwn);
  } catch (e) {
    // Every message may name the library ({{root}}): the page shows it with no knowledge of the tool.
    const root = library.name;
    if (e instanceof ToolError) throw new ToolError(e.key, { root, ...e.params }, e.detail);
    if (e instanceof ChainError) {
      throw new ToolError(`errors.${e.code}`, {
        root,
        position: e.at + 1,
        name: e.detail.replace(/^"|" is not a literal$/g, ''),
        max: MAX_EXPRESSION_LENGTH,
      });
    }
    throw new ToolError('errors.unknown', { root, message: e instanceof Error ? e.message : String(e) });
  }
}
