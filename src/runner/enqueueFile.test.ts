import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AddJob, JobError } from './job';
import type { ToolManifest } from '../../schemas/ToolManifest';

// The real queue would start a browser Worker: record what enqueueFile asks of it instead.
const added: AddJob[] = [];
const failed: { label: string; error: JobError }[] = [];
const replaced: string[] = [];
vi.mock('./pool', () => ({
  queue: {
    add: (job: AddJob) => (added.push(job), { id: `job-${added.length}` }),
    addFailed: (_tool: string, label: string, error: JobError) => failed.push({ label, error }),
    get: (id: string) => ({ id }),
    replace: (id: string, job: AddJob) => (replaced.push(id), added.push(job), { id: `job-${added.length}` }),
  },
}));
const { enqueueFiles, setOwnOptions, DEFAULT_MAX_BYTES } = await import('./enqueueFile');
const { ownOptions } = await import('./ownOptions');
const enqueueFile = (tool: ToolManifest, file: File, options: unknown) => enqueueFiles(tool, [file], options);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const tool = (input: Partial<Extract<ToolManifest['input'], { kind: 'files' }>>) =>
  ({ id: 't', input: { kind: 'files', accept: ['image/png'], multiple: true, ...input } }) as ToolManifest;
/** A PNG-looking file of `size` bytes (the rest zeros). */
const png = (size: number) => new File([PNG, new Uint8Array(size - PNG.length)], 'a.png');

beforeEach(() => {
  added.length = 0;
  failed.length = 0;
  replaced.length = 0;
});

describe('enqueueFiles', () => {
  it('gives a whole-file tool the bytes', async () => {
    await enqueueFile(tool({}), png(100), {});
    const request = await added[0].prepare();
    expect(request.input).toMatchObject({ kind: 'file', name: 'a.png', type: 'image/png' });
    expect((request.input as { bytes: Uint8Array }).bytes.length).toBe(100);
  });

  it('gives a streaming tool the File itself, whatever its size', async () => {
    const file = png(5000);
    await enqueueFile(tool({ streams: true, maxBytes: 1000 }), file, {});
    expect(failed).toEqual([]);
    const request = await added[0].prepare();
    expect(request.input).toEqual({ kind: 'blob', name: 'a.png', type: 'image/png', blob: file });
  });

  it('refuses a file over the tool’s limit before the job starts, saying both sizes', async () => {
    await enqueueFile(tool({ maxBytes: 1024 * 1024 }), png(1536 * 1024), {});
    expect(added).toEqual([]);
    expect(failed).toEqual([{ label: 'a.png', error: { key: 'errors.fileTooLarge', params: { max: '1.00 MB', size: '1.50 MB' } } }]);
  });

  it('has a default limit for whole-file tools, under the 2 GiB a browser buffer can hold', async () => {
    expect(DEFAULT_MAX_BYTES).toBeLessThan(2 ** 31);
    const big = png(16);
    Object.defineProperty(big, 'size', { value: DEFAULT_MAX_BYTES + 1 });
    await enqueueFile(tool({}), big, {});
    expect(failed[0].error.key).toBe('errors.fileTooLarge');
  });

  it('puts the notes known before the run (the manifest’s notesBeforeRun for this input) on the queued job', async () => {
    const notesBeforeRun = vi.fn((options: Record<string, unknown>, input?: { name: string; type: string; size: number }) =>
      options.rate === 22050 ? [{ key: 'notes.capped', params: { size: input!.size, type: input!.type } }] : [],
    );
    await enqueueFiles({ ...tool({}), notesBeforeRun } as ToolManifest, [png(100)], { rate: 22050 });
    expect(notesBeforeRun).toHaveBeenCalledWith({ rate: 22050 }, { name: 'a.png', type: 'image/png', size: 100 });
    expect(added[0].notesBeforeRun).toEqual([{ key: 'notes.capped', params: { size: 100, type: 'image/png' } }]);
  });
});

describe('a file’s own options (the manifest’s perFileOptions)', () => {
  // A tool whose files may each have their own `box`; `size` is the batch's alone.
  const boxTool = {
    ...tool({}),
    options: z.object({ box: z.number().min(0).max(100).default(100), size: z.number().default(10) }),
    perFileOptions: ['box'],
  } as unknown as ToolManifest;
  const batch = { box: 100, size: 10 };
  const optionsOf = async (i: number) => (await added[i].prepare()).options;

  it('runs each file with its own values over the batch’s, parsed by the schema; other keys stay the batch’s', async () => {
    const [a, b] = await enqueueFiles(boxTool, [png(20), png(20)], batch, [undefined, { box: 40, size: 99 }]);
    expect(await optionsOf(0)).toEqual(batch);
    expect(await optionsOf(1)).toEqual({ box: 40, size: 10 });
    expect(ownOptions.get(a.id)).toBeUndefined();
    expect(ownOptions.get(b.id)).toEqual({ box: 40, size: 99 });
  });

  it('drops own values the schema refuses: that file runs with the batch’s options', async () => {
    const [a] = await enqueueFiles(boxTool, [png(20)], batch, [{ box: 140 }]);
    expect(await optionsOf(0)).toEqual(batch);
    expect(ownOptions.get(a.id)).toBeUndefined();
  });

  it('runs a row again, in its place, only when its own values change what it runs with', async () => {
    const [, b] = await enqueueFiles(boxTool, [png(20), png(20)], batch, []);
    // The batch's values as its own: nothing to run again, but the row has its own now.
    expect(setOwnOptions(boxTool, b.id, batch, { box: 100 })).toBe(b.id);
    expect(replaced).toEqual([]);
    expect(ownOptions.get(b.id)).toEqual({ box: 100 });

    const again = setOwnOptions(boxTool, b.id, batch, { box: 30, size: 5 });
    expect(replaced).toEqual([b.id]);
    expect(again).toBe('job-3');
    expect(await optionsOf(2)).toEqual({ box: 30, size: 10 });
    expect(ownOptions.get('job-3')).toEqual({ box: 30 });
    expect(ownOptions.get(b.id)).toBeUndefined();

    expect(setOwnOptions(boxTool, 'job-3', batch, { box: -1 })).toBe(false);
    expect(replaced).toEqual([b.id]);

    // Back to the batch's options: run again with them, and no longer marked as its own.
    expect(setOwnOptions(boxTool, 'job-3', batch, undefined)).toBe('job-4');
    expect(await optionsOf(3)).toEqual(batch);
    expect(ownOptions.get('job-4')).toBeUndefined();
  });
});
