import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import pipeline from './pipeline';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/svg/${name}`, import.meta.url), 'utf8');
const run = async (text: string) => (await pipeline({ kind: 'text', text }, {}, directContext())) as PipelineOutput[];

it('reports size, viewBox, element count; formats the code', async () => {
  const [preview, code] = await run(fixture('illustration.svg'));
  expect(preview.meta).toMatchObject({ width: 240, height: 160, extra: { viewBox: '0 0 480 320', elements: 24, removed: 0 } });
  expect(code.text).toContain('\n  <defs>\n    <linearGradient');
});

it('previews only the sanitised SVG', async () => {
  const [preview] = await run(fixture('hostile/onload.svg'));
  expect(preview.text).not.toMatch(/onload|javascript/);
  expect(Number(preview.meta!.extra!.removed)).toBe(6);
  expect(preview.notes!.map((n) => n.key)).toEqual([
    'svg:notes.removed.handlers',
    'svg:notes.removed.scriptUrls',
    'svg:notes.removed.external',
  ]);
});

it("says nothing was removed from Inkscape's tiger (DOCTYPE, namespaces and editor attributes are not unsafe)", async () => {
  const tiger = gunzipSync(readFileSync(new URL('../../tests/fixtures/svg/inkscape/tiger.svgz', import.meta.url))).toString('utf8');
  const [preview] = await run(tiger);
  expect(preview.meta!.extra!.removed).toBe(0);
  expect(preview.notes).toEqual([]);
});

it('the three messages: no preview, invalid code, (entity bomb)', async () => {
  await expect(run('   ')).rejects.toMatchObject({ key: 'noPreview' });
  await expect(run('<svg><g></svg>')).rejects.toMatchObject({ key: 'svg:errors.invalidSvg', params: { line: 1 } });
  await expect(run(fixture('hostile/billion-laughs.svg'))).rejects.toMatchObject({ key: 'svg:errors.svgEntities' });
});

it('refuses expansion bombs and loops before anything can draw them (issue 20 finding 1)', async () => {
  const hostile = (name: string) => readFileSync(new URL(`../../tests/fixtures/hostile/${name}`, import.meta.url), 'utf8');
  for (const name of ['use-bomb.svg', 'pattern-bomb.svg', 'marker-bomb.svg', 'image-bomb.svg'])
    await expect(run(hostile(name)), name).rejects.toMatchObject({ key: 'svg:errors.svgTooComplex' });
  await expect(run(hostile('use-self.svg'))).rejects.toMatchObject({ key: 'svg:errors.svgLoop' });
});
