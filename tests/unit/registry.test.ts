import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Puzzle } from 'lucide-react';
import { loadManifests } from '../../src/registry/manifests';
import { tools } from '../../src/registry';
import { SUMMARY_FIELDS } from '../../schemas/ToolSummary';

const valid = {
  id: 'sample-tool',
  category: 'image',
  icon: Puzzle,
  path: '/image/sample-tool',
  input: { kind: 'text' },
  options: z.object({}),
  updated: '2026-11-21',
};
const load = (folder: string, manifest: unknown) => loadManifests({ [`/plugins/${folder}/manifest.ts`]: { default: manifest } });

describe('manifest validation', () => {
  it('accepts a valid manifest and fills defaults', () => {
    const [tool] = load('sample-tool', valid);
    expect(tool).toMatchObject({ id: 'sample-tool', popular: false, outputSuffix: 'localkit', optionsUi: {} });
  });

  it('names the folder and the field of an invalid manifest', () => {
    expect(() => load('bad-one', { ...valid, id: 'bad-one', path: 'no-slash' })).toThrow(/plugins\/bad-one\/manifest\.ts.*field "path"/);
    expect(() => load('bad-two', { ...valid, id: 'bad-two', options: { not: 'zod' } })).toThrow(/plugins\/bad-two.*field "options"/);
    expect(() => load('bad-three', { ...valid, id: 'bad-three', input: { kind: 'files', accept: ['png'] } })).toThrow(
      /field "input\.accept\.0"/,
    );
    expect(() => load('bad-four', { ...valid, id: 'bad-four', updated: 'yesterday' })).toThrow(/field "updated"/);
    const files = { kind: 'files', accept: ['image/png'] };
    expect(() => load('bad-five', { ...valid, id: 'bad-five', input: files, opensFileTypes: ['image/jpeg'] })).toThrow(
      /field "opensFileTypes"/,
    );
    expect(load('good-six', { ...valid, id: 'good-six', input: files, opensFileTypes: ['image/png'] })[0].opensFileTypes).toEqual([
      'image/png',
    ]);
  });

  it('a live files or none tool names a resultView, and takes one file at a time', () => {
    const none = { kind: 'none', live: true };
    expect(() => load('bad-view', { ...valid, id: 'bad-view', input: none })).toThrow(/field "resultView"/);
    expect(() => load('bad-path', { ...valid, id: 'bad-path', input: none, resultView: 'src/runner/FooView' })).toThrow(
      /field "resultView"/,
    );
    const files = { kind: 'files', accept: ['image/png'], live: true };
    const view = () => import('../../families/date/ChainResult');
    expect(() => load('bad-many', { ...valid, id: 'bad-many', input: files, resultView: view })).toThrow(/field "input\.multiple"/);
    expect(load('good-one', { ...valid, id: 'good-one', input: { ...files, multiple: false }, resultView: view })[0].resultView).toBe(view);
  });

  it('a text tool may open files of MIME types it names, up to a size', () => {
    const text = (file: unknown) => ({ ...valid, id: 'text-file', input: { kind: 'text', file } });
    expect(() => load('text-file', text({ accept: ['svg'] }))).toThrow(/field "input\.file\.accept\.0"/);
    expect(() => load('text-file', text({ accept: ['image/svg+xml'], maxBytes: 0 }))).toThrow(/field "input\.file\.maxBytes"/);
    expect(load('text-file', text({ accept: ['image/svg+xml'], maxBytes: 1024 }))[0].input).toMatchObject({
      file: { accept: ['image/svg+xml'], maxBytes: 1024 },
    });
  });

  it('requires the id to equal the folder name', () => {
    expect(() => load('other-folder', valid)).toThrow(/field "id".*"other-folder"/);
  });

  it('refuses two tools on one path', () => {
    expect(() =>
      loadManifests({
        '/plugins/sample-tool/manifest.ts': { default: valid },
        '/plugins/sample-two/manifest.ts': { default: { ...valid, id: 'sample-two' } },
      }),
    ).toThrow(/already used/);
  });
});

describe('manifest defaults without validation (the production app)', () => {
  it('gives exactly what validation gives, for every plugin', () => {
    const modules = import.meta.glob<{ default: unknown }>('/plugins/*/manifest.ts', { eager: true });
    expect(loadManifests(modules, false)).toEqual(loadManifests(modules, true));
  });
});

describe('registry', () => {
  it('finds every plugin folder that has a manifest, and nothing else', () => {
    const folders = readdirSync('plugins').filter((f) => existsSync(join('plugins', f, 'manifest.ts')));
    expect(tools.map((t) => t.id).sort()).toEqual(folders.sort());
  });
});

describe('tool summaries (virtual:tool-summaries, built from the manifests)', () => {
  it('hold exactly the summary fields and the icon of every manifest', () => {
    const modules = import.meta.glob<{ default: unknown }>('/plugins/*/manifest.ts', { eager: true });
    const manifests = loadManifests(modules, true);
    expect(tools.map((t) => t.id)).toEqual(manifests.map((m) => m.id));
    for (const manifest of manifests) {
      const summary = tools.find((t) => t.id === manifest.id)!;
      for (const field of SUMMARY_FIELDS) expect(summary[field], `${manifest.id}.${field}`).toEqual(manifest[field]);
      expect(summary.icon, `${manifest.id}.icon`).toBe(manifest.icon);
    }
  });
});
