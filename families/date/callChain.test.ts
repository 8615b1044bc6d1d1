import { describe, expect, it } from 'vitest';
import { ChainError, evaluateExpression, parseChain, resultText, runChain, type ChainLibrary, type Literal } from './callChain';
import { ToolError } from '../../schemas/pipeline';

const roots = ['lib'];
const code = (source: string) => {
  try {
    parseChain(source, roots);
    return 'ok';
  } catch (e) {
    if (e instanceof ChainError) return e.code;
    throw e;
  }
};

describe('parseChain: accepts literal call chains', () => {
  it('reads root call, methods and every kind of literal', () => {
    const chain = parseChain(
      `lib('2024-01-31', "x\\"y", -1.5e2, .5, true, false, null, undefined, [1, 'a', [2]], { year: 2024, 'b': [1], 3: 'c' }).add(1, 'day').format('YYYY')`,
      roots,
    );
    expect(chain.root).toBe('lib');
    expect(chain.staticName).toBeUndefined();
    expect(chain.steps.map((s) => s.name)).toEqual(['', 'add', 'format']);
    expect(chain.steps[0].args).toEqual([
      '2024-01-31',
      'x"y',
      -150,
      0.5,
      true,
      false,
      null,
      undefined,
      [1, 'a', [2]],
      { year: 2024, b: [1], 3: 'c' },
    ]);
  });

  it('reads a static call, spaces, a trailing semicolon and string escapes', () => {
    const chain = parseChain(`  lib . utc ( '\\u0041\\n' ) . format ( ) ;`, roots);
    expect(chain.staticName).toBe('utc');
    expect(chain.steps[0].args).toEqual(['A\n']);
    expect(chain.steps[1]).toMatchObject({ name: 'format', args: [] });
  });

  it('tolerates trailing commas like JavaScript', () => {
    expect(parseChain('lib(1, [2,], {a: 1,},)', roots).steps[0].args).toEqual([1, [2], { a: 1 }]);
  });
});

describe('parseChain: refuses anything but literals and method calls', () => {
  it.each([
    ['alert(1)', 'unknownRoot'],
    ['window.lib()', 'unknownRoot'],
    ['lib().constructor', 'notAllowed'], // property access
    ['lib().$d', 'notAllowed'],
    ['lib()["format"]()', 'syntax'],
    ['lib().add(1)["x"]', 'syntax'],
    ['lib(`2024`)', 'notAllowed'], // template string
    ['lib().format(`${alert(1)}`)', 'notAllowed'],
    ['lib(lib())', 'notAllowed'], // nested call
    ['lib(new Date())', 'notAllowed'],
    ['lib(x)', 'notAllowed'], // identifier
    ['lib().add(Infinity)', 'notAllowed'],
    ['lib({ a: b })', 'notAllowed'],
    ['lib({ __proto__: { polluted: 1 } })', 'notAllowed'],
    ["lib({ 'constructor': 1 })", 'notAllowed'],
    ["lib().locale('__proto__')", 'notAllowed'],
    ["lib('__PROTO__')", 'notAllowed'],
    ["lib().set('constructor', 1)", 'notAllowed'],
    ["lib().locale('__proto__-x')", 'notAllowed'],
    ["lib().locale('constructor-x')", 'notAllowed'],
    ["lib().locale('toString')", 'notAllowed'],
    ["lib().locale('x_valueOf')", 'notAllowed'],
    ["lib({ 'hasOwnProperty-y': 1 })", 'notAllowed'],
    ['lib(() => 1)', 'syntax'],
    ['lib(1 + 1)', 'syntax'],
    ['lib(1)(2)', 'syntax'],
    ['lib(); alert(1)', 'syntax'],
    ["lib('unterminated)", 'syntax'],
    ['lib(', 'syntax'],
    ['lib', 'syntax'],
    ['', 'syntax'],
    ['lib().format', 'notAllowed'],
    [`lib(${'['.repeat(20)}${']'.repeat(20)})`, 'syntax'],
    [`lib('${'x'.repeat(600)}')`, 'tooLong'],
  ])('%s → %s', (source, expected) => {
    expect(code(source)).toBe(expected);
  });

  it('points at the offending place', () => {
    try {
      parseChain('lib().add(1, day)', roots);
      throw new Error('should fail');
    } catch (e) {
      expect(e).toBeInstanceOf(ChainError);
      expect((e as ChainError).at).toBe(13);
    }
  });
});

describe('runChain: calls only whitelisted methods on the library’s own values', () => {
  class Thing {
    constructor(public n: number) {}
    plus(k: number) {
      return new Thing(this.n + k);
    }
    value() {
      return this.n;
    }
    secret() {
      return 'secret';
    }
    raw() {
      return { plus: () => 'escaped' };
    }
  }
  const root = Object.assign((n: Literal) => new Thing(Number(n ?? 0)), { of: (n: number) => new Thing(n * 10), hidden: () => 'no' });
  const library: ChainLibrary = {
    name: 'lib',
    root: root as unknown as ChainLibrary['root'],
    statics: new Set(['of']),
    methods: new Set(['plus', 'value', 'raw', 'toString']),
    owns: (v) => v instanceof Thing,
  };
  const run = (source: string) => runChain(parseChain(source, ['lib']), library);

  it('runs root calls, statics and methods', () => {
    expect(run('lib(2).plus(3).value()')).toBe(5);
    expect(run('lib.of(2).value()')).toBe(20);
  });

  it('refuses methods off the whitelist, non-whitelisted statics, and calls on foreign values', () => {
    expect(() => run('lib(1).secret()')).toThrow(ChainError);
    expect(() => run('lib.hidden()')).toThrow(ChainError);
    expect(() => run('lib.constructor()')).toThrow(ChainError);
    expect(() => run('lib(1).raw().plus(1)')).toThrow(/notAllowed/); // result is not the library's value
    expect(() => run('lib(1).value().toString()')).toThrow(/notAllowed/);
  });

  it('turns results into text', () => {
    expect(resultText(5, () => undefined)).toBe('5');
    expect(resultText([1, 2], () => undefined)).toBe('[\n  1,\n  2\n]');
    expect(resultText(new Date(Date.UTC(2024, 0, 2)), () => undefined)).toBe('2024-01-02T00:00:00.000Z');
    expect(resultText(new Thing(3), (v) => (v instanceof Thing ? `Thing ${v.n}` : undefined))).toBe('Thing 3');
  });

  it('evaluateExpression maps failures to translatable errors', () => {
    const fmt = () => undefined;
    expect(evaluateExpression('lib(1).plus(1).value()', library, fmt)).toBe('2');
    expect(() => evaluateExpression('lib(1).secret()', library, fmt)).toThrow(ToolError);
    try {
      evaluateExpression('eval("1")', library, fmt);
    } catch (e) {
      expect(e).toMatchObject({ key: 'errors.unknownRoot', params: { position: 1, root: 'lib' } });
    }
    // Every message may name the library, including a library's own checks: the page words it with {{root}}.
    const picky: ChainLibrary = { ...library, argsProblem: () => new ToolError('errors.unknownZone', { zone: 'Mars/Olympus' }) };
    expect(() => evaluateExpression('lib(1).plus(1)', picky, fmt)).toThrow(
      expect.objectContaining({ key: 'errors.unknownZone', params: { root: 'lib', zone: 'Mars/Olympus' } }),
    );
    const boom: ChainLibrary = {
      ...library,
      root: () => {
        throw new Error('boom');
      },
    };
    expect(() => evaluateExpression('lib()', boom, fmt)).toThrow(expect.objectContaining({ key: 'errors.unknown' }));
  });
});
