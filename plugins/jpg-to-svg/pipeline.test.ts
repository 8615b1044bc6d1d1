import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { directContext, type PipelineOutput } from '../../schemas/pipeline';
import manifest from './manifest';
import pipeline from './pipeline';

const file = (path: string) => new Uint8Array(readFileSync(new URL(`../../tests/fixtures/${path}`, import.meta.url)));

it('traces a JPEG logo', async () => {
  const out = (await pipeline(
    { kind: 'file', name: 'logo.jpg', type: 'image/jpeg', bytes: file('svg/trace-logo.jpg') },
    manifest.options.parse({ colors: 4 }),
    directContext(),
  )) as PipelineOutput;
  expect(new TextDecoder().decode(out.bytes)).toContain('<path');
  expect(out.meta!.extra!.photoWarning).toBeUndefined();
});

it('flags a photo', async () => {
  const out = (await pipeline(
    { kind: 'file', name: 'p.jpg', type: 'image/jpeg', bytes: file('images/photo-astronaut.jpg') },
    manifest.options.parse({ colors: 4, detail: 'low' }),
    directContext(),
  )) as PipelineOutput;
  expect(out.meta!.extra!.photoWarning).toBe('⚠');
});
