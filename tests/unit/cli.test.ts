import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadManifests } from '../../src/registry/manifests';
import { cliTools } from '../../build/cliTools';
import { helpText, listText } from '../../cli/help.mjs';
import { parseToolArgs, UsageError } from '../../cli/args.mjs';
import { optionsFromQueryStrict, optionsToCommand } from '../../schemas/presetUrl';

const manifests = loadManifests();
const tools = cliTools(manifests);
const tool = (id: string) => tools.find((t) => t.id === id)!;
const manifest = (id: string) => manifests.find((t) => t.id === id)!;

describe('localkit --help, from the manifests', () => {
  it.each(manifests.map((m) => [m.id]))('%s lists every option of its schema, with its label and default', (id) => {
    const help = helpText(tool(id));
    const shape = manifest(id).options.shape as Record<string, z.ZodType>;
    const defaults = manifest(id).options.parse({}) as Record<string, unknown>;
    expect(tool(id).options.map((o) => o.key)).toEqual(Object.keys(shape));
    for (const option of tool(id).options) {
      expect(help).toContain(option.type === 'boolean' ? `${option.flag}, --no-` : `${option.flag} <`);
      if (option.label) expect(help).toContain(option.label);
      const fallback = defaults[option.key];
      if (fallback !== undefined && fallback !== '')
        expect(help).toContain(`(default: ${Array.isArray(fallback) ? fallback.join(',') : fallback}`);
    }
  });

  it('gives ranges and choices as the schema says them', () => {
    const help = helpText(tool('image-resize'));
    expect(help).toContain('--width <integer 0–16384>');
    expect(help).toContain('--method <lanczos3|mitchell|catrom|triangle>');
    expect(help).toContain('--keep-aspect, --no-keep-aspect');
    expect(help).toContain('Width (px): 0 = automatic (default: 1280)');
  });

  it('lists every tool under its category', () => {
    const list = listText(tools);
    for (const m of manifests) expect(list).toMatch(new RegExp(`^  ${m.id} `, 'm'));
    expect(list.indexOf('image:')).toBeLessThan(list.indexOf('svg:'));
  });
});

describe('localkit flags', () => {
  const resize = () => tool('image-resize');

  it('takes kebab-case flags, schema keys, --x=v and --no-x; the preset first, flags over it', () => {
    const args = parseToolArgs(resize(), [
      '--preset',
      'https://localkit.app/image/image-resize?width=640&quality=70&lng=de',
      '--width',
      '800',
      '--keepAspect=false',
      '--no-keep-aspect',
      'a.jpg',
      '-o',
      'out',
      'b.png',
    ]);
    expect(args.files).toEqual(['a.jpg', 'b.png']);
    expect(args.out).toBe('out');
    expect(Object.fromEntries(args.query)).toEqual({ width: '800', quality: '70', keepAspect: 'false' });
  });

  it('refuses an unknown flag or a flag without its value', () => {
    expect(() => parseToolArgs(resize(), ['--widht', '5', 'a.jpg'])).toThrow(UsageError);
    expect(() => parseToolArgs(resize(), ['--widht', '5'])).toThrow(/unknown option --widht for image-resize/);
    expect(() => parseToolArgs(resize(), ['a.jpg', '--width'])).toThrow(/--width needs a value/);
    expect(() => parseToolArgs(resize(), ['--jobs', '0', 'a.jpg'])).toThrow(/--jobs/);
  });

  it("checks values with the schema's own message", () => {
    const parsed = optionsFromQueryStrict(manifest('image-resize').options, new URLSearchParams('width=99999&method=box'));
    expect(parsed.options).toBeUndefined();
    expect(parsed.problems.map((p) => p.key)).toEqual(['width', 'method']);
    expect(parsed.problems[0].message).toMatch(/16384/);
  });

  it('"Copy as command" gives a line that the command reads back to the same options', () => {
    const m = manifest('image-resize');
    const options = { ...(m.options.parse({}) as Record<string, unknown>), width: 640, keepAspect: false, method: 'mitchell' };
    const command = optionsToCommand(m.id, m.options, options);
    expect(command).toBe('npx localkit image-resize --width 640 --no-keep-aspect --method mitchell');
    const args = parseToolArgs(resize(), command.split(' ').slice(3));
    expect(optionsFromQueryStrict(m.options, args.query).options).toEqual(options);
  });

  it("an option named like one of the command's own flags has a flag of its own: date-utils' preset", () => {
    const m = manifest('date-utils');
    const options = { ...(m.options.parse({}) as Record<string, unknown>), tab: 'format', date: '2024-02-29T13:05', preset: 'us' };
    const command = optionsToCommand(m.id, m.options, options);
    expect(command).toBe('npx localkit date-utils --tab format --date 2024-02-29T13:05 --option-preset us');
    expect(helpText(tool('date-utils'))).toContain('--option-preset <iso|date|');
    const args = parseToolArgs(tool('date-utils'), command.split(' ').slice(3));
    expect(optionsFromQueryStrict(m.options, args.query).options).toEqual(options);
    // --preset stays the share link's.
    expect(Object.fromEntries(parseToolArgs(tool('date-utils'), ['--preset', 'tab=age&preset=iso']).query)).toEqual({
      tab: 'age',
      preset: 'iso',
    });
  });
});
