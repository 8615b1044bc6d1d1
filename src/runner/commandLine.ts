// The page side of the `localkit` command (cli/localkit.mjs): it runs in headless Chromium on cli.html,
// served by the command from 127.0.0.1, and runs files through the very queue, workers, pipelines and
// finishing steps of the tool pages (enqueueFiles, runJob, downloadableFiles), so its files are the page's
// downloads byte for byte. Inputs come from, and outputs go to, the command's own server under /__cli/
// (same origin): a few at a time, so a batch of any size never sits in the page's memory.
import i18next, { i18nReady } from '../i18n';
import { loadManifest } from '../registry';
import { optionsFromQueryStrict } from '../../schemas/presetUrl';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { OutputNote } from '../../schemas/pipeline';
import { enqueueFiles } from './enqueueFile';
import { runJob } from './runJob';
import { queue } from './pool';
import { originalFiles } from './originals';
import { ownOptions } from './ownOptions';
import { downloadableFiles } from './downloadableFiles';
import type { Job, JobError } from './job';

interface Task {
  tool: string;
  /** The options as a preset link's query (the preset's, then the flags'). */
  query: string;
  /** Files processed at once (the page's pool has this many workers: see cli/localkit.mjs). */
  jobs: number;
}

const post = (path: string, body: BodyInit, type = 'application/json') =>
  fetch(`/__cli/${path}`, { method: 'POST', body, headers: { 'Content-Type': type } }).then((r) => {
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r;
  });
const postJson = (path: string, value: unknown) => post(path, JSON.stringify(value));

/** The next input the command has, or undefined when there are no more. */
async function nextInput(): Promise<{ id: string; file: File } | undefined> {
  const response = await fetch('/__cli/next');
  if (response.status === 204) return undefined;
  const name = decodeURIComponent(response.headers.get('X-Name') ?? 'input');
  const blob = await response.blob();
  return { id: response.headers.get('X-Id')!, file: new File([blob], name, { type: blob.type }) };
}

function say(tool: ToolManifest, message: JobError | OutputNote): string {
  return i18next.t(message.key, { ns: [tool.id, ...(tool.sharedStrings ?? []), 'common'], ...message.params });
}

function settled(id: string): Promise<Job> {
  return new Promise((resolve) => {
    const check = () => {
      const job = queue.get(id);
      if (job && job.status !== 'queued' && job.status !== 'running') {
        unsubscribe();
        resolve(job);
      }
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

/** Sends a finished job's files and its row (as the page's result row says it) to the command. */
async function report(tool: ToolManifest, inputId: string, job: Job): Promise<void> {
  const outputs = [];
  if (job.status === 'done') {
    for (const file of downloadableFiles(tool, job)) {
      const query = new URLSearchParams({ name: file.name, type: file.result.type });
      const saved = (await (await post(`output/${inputId}?${query}`, file.blob, 'application/octet-stream')).json()) as { path: string };
      outputs.push({
        name: file.name,
        path: saved.path,
        type: file.result.type,
        size: file.blob.size,
        meta: file.result.meta,
        notes: (file.result.notes ?? []).map((note) => say(tool, note)),
      });
    }
  }
  await postJson(`done/${inputId}`, {
    status: job.status,
    error: job.error && say(tool, job.error),
    outputs,
    ms: job.startedAt && job.finishedAt ? job.finishedAt - job.startedAt : 0,
  });
  queue.remove((j) => j.id === job.id);
  originalFiles.delete(job.id);
  ownOptions.forget(job.id);
}

/** Progress of the running jobs, as the queue notifies it (it already spaces its notifications). */
function reportProgress(ids: Map<string, string>): () => void {
  let last = '';
  return queue.subscribe(() => {
    const running = queue
      .getSnapshot()
      .filter((j) => j.status === 'running' && ids.has(j.id))
      .map((j) => ({ id: ids.get(j.id), progress: j.progress }));
    const body = JSON.stringify(running);
    if (!running.length || body === last) return;
    last = body;
    void postJson('progress', running).catch(() => undefined);
  });
}

/** Inputs in the page at once, per worker: one running, one read ahead (so no worker waits between files). */
const HELD_PER_JOB = 2;

async function runFiles(tool: ToolManifest, options: unknown, jobs: number): Promise<void> {
  const held = jobs * HELD_PER_JOB;
  const ids = new Map<string, string>();
  const stop = reportProgress(ids);
  const inFlight = new Set<Promise<void>>();
  const start = async (inputs: { id: string; file: File }[]) => {
    const queued = await enqueueFiles(
      tool,
      inputs.map((i) => i.file),
      options,
    );
    queued.forEach((job, n) => {
      ids.set(job.id, inputs[n].id);
      const done: Promise<void> = settled(job.id)
        .then((finished) => report(tool, inputs[n].id, finished))
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    });
  };
  // The first inputs go in together, so the queue shares the cores out over a batch as the page does;
  // then one more each time one ends.
  const first = [];
  for (let input; first.length < held && (input = await nextInput());) first.push(input);
  await start(first);
  let more = first.length === held;
  while (inFlight.size) {
    await Promise.race(inFlight);
    while (more && inFlight.size < held) {
      const input = await nextInput();
      if (input) await start([input]);
      else more = false;
    }
  }
  stop();
}

/** Text tools: each input (a file, or standard input) in turn; generators: one run. */
async function runEach(tool: ToolManifest, options: unknown): Promise<void> {
  const run = async (input?: { id: string; file: File }) => {
    const job = await runJob(
      tool,
      input?.file.name ?? i18next.t(`${tool.id}:name`),
      async () => (input ? { kind: 'text', text: await input.file.text() } : { kind: 'none' }),
      options,
    );
    await report(tool, input?.id ?? '0', job);
  };
  if (tool.input.kind === 'none') return run();
  for (let input; (input = await nextInput());) await run(input);
}

async function main(): Promise<void> {
  const task = (await (await fetch('/__cli/task')).json()) as Task;
  await i18nReady;
  const tool = await loadManifest(task.tool);
  await i18next.loadNamespaces([tool.id, ...(tool.sharedStrings ?? [])]);
  const parsed = optionsFromQueryStrict(tool.options, new URLSearchParams(task.query));
  if (!parsed.options) return void (await postJson('invalid', parsed.problems));
  await postJson('options', parsed.options);
  if (tool.input.kind === 'files') await runFiles(tool, parsed.options, Math.max(1, task.jobs));
  else await runEach(tool, parsed.options);
  await postJson('end', {});
}

main().catch((e: Error) => void postJson('crash', { message: String(e?.stack ?? e) }));
