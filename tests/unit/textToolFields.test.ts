import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Puzzle } from 'lucide-react';
import { loadManifests } from '../../src/registry/manifests';
import { formFieldNames, textRun } from '../../src/runner/textInput';
import { cliTools } from '../../build/cliTools';
import { helpText } from '../../cli/help.mjs';
import { DAYJS_EXAMPLES } from '../../plugins/dayjs-utils/examples';
import { MOMENT_EXAMPLES } from '../../plugins/moment-utils/examples';

// The manifest fields of generic text tools (input.option, input.examples, input.clock, resultView,
// resolveOptions): what the text runner, the options form and the command line make of them.
const manifests = loadManifests();
const tool = (id: string) => manifests.find((m) => m.id === id)!;
const load = (manifest: object) =>
  loadManifests({
    '/plugins/sample-tool/manifest.ts': {
      default: { id: 'sample-tool', category: 'text', icon: Puzzle, path: '/text/sample-tool', updated: '2026-11-21', ...manifest },
    },
  });

describe('text tools: manifest fields', () => {
  it('input.option must be a field of the schema; resultView only for text tools and live ones', () => {
    const options = z.object({ expr: z.string().default('') });
    expect(() => load({ input: { kind: 'text', option: 'expr' }, options })).not.toThrow();
    expect(() => load({ input: { kind: 'text', option: 'nope' }, options })).toThrow(/field "input\.option"/);
    expect(() => load({ input: { kind: 'none' }, options, resultView: () => import('../../families/date/ChainResult') })).toThrow(
      /field "resultView"/,
    );
  });

  it('a text kept in an option is the input: the form leaves it out, the run takes it as its text', () => {
    const dayjs = tool('dayjs-utils');
    expect(formFieldNames(dayjs)).toEqual(['locale']);
    const options = { expr: "dayjs('2024-01-01').format('dddd')", locale: 'ja' };
    expect(textRun(dayjs, options, undefined, 'en')).toEqual({ text: options.expr, options });
    // A typed text counts only for tools whose text is their own box.
    const words = tool('word-count');
    expect(formFieldNames(words)).toEqual(['language']);
    expect(textRun(words, { language: 'auto' }, 'two words', 'de')).toEqual({ text: 'two words', options: { language: 'auto' } });
  });

  it('resolveOptions turns "interface language" into the language shown, and leaves a chosen locale alone', () => {
    for (const id of ['dayjs-utils', 'moment-utils']) {
      expect(textRun(tool(id), { expr: '', locale: 'ui' }, undefined, 'zh-TW').options.locale).toBe('zh-tw');
      expect(textRun(tool(id), { expr: '', locale: 'ui' }, undefined, 'de').options.locale).toBe('de');
      expect(textRun(tool(id), { expr: '', locale: 'ko' }, undefined, 'de').options.locale).toBe('ko');
    }
  });

  it('the date runners offer their examples and a clock; word count shows its own table', async () => {
    expect(tool('dayjs-utils').input).toMatchObject({ kind: 'text', live: true, clock: true, examples: [...DAYJS_EXAMPLES] });
    expect(tool('moment-utils').input).toMatchObject({ kind: 'text', live: true, clock: true, examples: [...MOMENT_EXAMPLES] });
    expect(tool('word-count').input).toEqual({ kind: 'text', live: true });
    for (const id of ['word-count', 'dayjs-utils', 'moment-utils'])
      expect(typeof (await tool(id).resultView!()).default, id).toBe('function');
  });

  it('on the command line the text is the option flag, a file or standard input', () => {
    const cli = cliTools(manifests);
    const dayjs = cli.find((t) => t.id === 'dayjs-utils')!;
    expect(dayjs).toMatchObject({ input: 'text', textOption: 'expr', runnable: true });
    expect(helpText(dayjs)).toContain('(the text: --expr, FILE or standard input; output: standard output or -o DIR)');
    expect(cli.find((t) => t.id === 'word-count')!.textOption).toBeUndefined();
  });
});
