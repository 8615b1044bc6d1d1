#!/usr/bin/env node
// `localkit`: LocalKit's tools from a terminal. It runs the built app itself (dist/) in a headless Chrome or
// Chromium on this machine, so every output is what the tool's page would download, byte for byte; flags
// and help come from the manifests (dist/.cli/tools.json, see build/cliTools.ts). The page side is
// src/runner/commandLine.ts; nothing is served beyond 127.0.0.1 and no request leaves the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { USAGE, helpText, listText } from './help.mjs';
import { UsageError, parseToolArgs } from './args.mjs';
import { serve } from './server.mjs';
import { findBrowser, NO_BROWSER } from './browser.mjs';
import { Report } from './report.mjs';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = resolve(process.env.LOCALKIT_DIST ?? join(ROOT, 'dist'));

/** Exit codes: 1 = a file failed (the others still finished), 2 = bad command line, 130 = cancelled. */
const FAILED = 1;
const USAGE_EXIT = 2;

function toolList() {
  const file = join(DIST, '.cli', 'tools.json');
  if (!existsSync(file)) {
    process.stderr.write(`localkit: no build in ${DIST} yet: building the app first (npm run build, a few minutes)…\n`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
    if (built.status !== 0 || !existsSync(file)) {
      process.stderr.write('localkit: the build failed (see above).\n');
      process.exit(FAILED);
    }
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const readAll = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** The inputs: files (a missing one fails on its own), or standard input for a text tool, or none. */
async function inputsFor(tool, files, query) {
  if (tool.input === 'none') {
    if (files.length) throw new UsageError(`${tool.id} takes no input files`);
    return [];
  }
  // A text kept in an option (dayjs-utils --expr): the flag, else a file or standard input, else its default.
  if (tool.textOption && !files.length && (query.has(tool.textOption) || process.stdin.isTTY)) {
    const data = Buffer.from(String(query.get(tool.textOption) ?? tool.options.find((o) => o.key === tool.textOption)?.default ?? ''));
    return [{ id: '0', name: tool.id, size: data.length, data }];
  }
  if (tool.input === 'text' && (!files.length || (files.length === 1 && files[0] === '-'))) {
    if (process.stdin.isTTY) throw new UsageError(`give a file, or text on standard input (see: localkit ${tool.id} --help)`);
    const data = await readAll(process.stdin);
    return [{ id: '0', name: 'stdin', size: data.length, data }];
  }
  if (!files.length) throw new UsageError(`no input files (see: localkit ${tool.id} --help)`);
  return files.map((path, n) => {
    const ok = existsSync(path) && statSync(path).isFile();
    return {
      id: String(n),
      path,
      name: basename(path),
      size: ok ? statSync(path).size : 0,
      error: ok ? undefined : `${path}: no such file`,
    };
  });
}

async function run(tool, args) {
  const inputs = await inputsFor(tool, args.files, args.query);
  const jobs = args.jobs ?? availableParallelism();
  const toStdout = tool.input === 'text' && args.out === undefined;
  const outDir = resolve(args.out ?? '.');
  if (!toStdout && tool.input !== 'text') mkdirSync(outDir, { recursive: true });
  const report = new Report(tool, inputs, { json: args.json, stderr: process.stderr });
  const queue = inputs.filter((i) => !i.error);
  for (const input of inputs) if (input.error) report.done(input, { status: 'failed', error: input.error, outputs: [] });
  const usedNames = new Set();
  /** Output files not yet complete, by input: removed on Ctrl-C. */
  const partial = new Map();

  const uniqueName = (name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    for (let n = 2; usedNames.has(candidate.toLowerCase()); n++)
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    usedNames.add(candidate.toLowerCase());
    return candidate;
  };

  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const json = async (req) => JSON.parse((await readAll(req)).toString('utf8') || 'null');
  let generated; // a generator's one run has no input: its outputs still need an owner
  const byId = (id) => inputs.find((i) => i.id === id) ?? (generated ??= { id, name: tool.name, size: 0 });
  const reply = (res, value, status = 200) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value ?? {}));

  const api = async (req, res, path) => {
    const [route, id] = path.split('/');
    const url = new URL(req.url, 'http://x');
    try {
      if (route === 'task') return reply(res, { tool: tool.id, query: args.query.toString(), jobs });
      if (route === 'next') {
        const input = queue.shift();
        if (!input) return res.writeHead(204).end();
        report.started(input);
        const head = { 'X-Id': input.id, 'X-Name': encodeURIComponent(input.name), 'Content-Type': 'application/octet-stream' };
        if (input.data) return res.writeHead(200, head).end(input.data);
        res.writeHead(200, { ...head, 'Content-Length': input.size });
        return await pipeline((await open(input.path)).createReadStream(), res);
      }
      if (route === 'options') return reply(res, void (report.options = await json(req)));
      if (route === 'progress') return reply(res, void report.progress(await json(req)));
      if (route === 'output') {
        const input = byId(id);
        if (toStdout) {
          (input.stdout ??= []).push(await readAll(req));
          return reply(res, { path: '-' });
        }
        const path = join(outDir, uniqueName(url.searchParams.get('name')));
        let handle;
        try {
          handle = await open(path, args.force ? 'w' : 'wx');
        } catch (e) {
          await readAll(req);
          (input.writeErrors ??= []).push(e.code === 'EEXIST' ? `${path} exists (add --force to overwrite it)` : `${path}: ${e.message}`);
          return reply(res, { path: null });
        }
        partial.set(path, input.id);
        await pipeline(req, handle.createWriteStream());
        return reply(res, { path });
      }
      if (route === 'done') {
        const input = byId(id);
        const result = await json(req);
        for (const [path, owner] of partial) if (owner === id) partial.delete(path);
        if (input.writeErrors) Object.assign(result, { status: 'failed', error: input.writeErrors.join('; ') });
        for (const chunk of input.stdout ?? []) process.stdout.write(chunk);
        // On a terminal the prompt comes on a line of its own; piped, the bytes stay exactly the tool's.
        if (process.stdout.isTTY && input.stdout?.at(-1)?.at(-1) !== 0x0a) process.stdout.write('\n');
        report.done(input, result);
        return reply(res, {});
      }
      if (route === 'invalid') {
        const problems = await json(req);
        finish({
          code: USAGE_EXIT,
          message: problems.map((p) => `--${p.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${p.message}`).join('\n'),
        });
        return reply(res, {});
      }
      if (route === 'end') {
        finish({ code: report.failures ? FAILED : 0 });
        return reply(res, {});
      }
      if (route === 'crash') {
        finish({ code: FAILED, message: `the page stopped: ${(await json(req)).message}` });
        return reply(res, {});
      }
      res.writeHead(404).end();
    } catch (e) {
      finish({ code: FAILED, message: String(e?.stack ?? e) });
      if (!res.headersSent) res.writeHead(500).end();
    }
  };

  const browserPath = findBrowser(args.browser);
  if (!browserPath) throw Object.assign(new Error(NO_BROWSER), { code: FAILED });
  const { server, origin } = await serve(DIST, api);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: browserPath,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      ...CHROMIUM_ARGS,
      // Any host but this machine is unresolvable: nothing can leave it, whatever a page asks for.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const stop = async () => {
    await browser.close().catch(() => undefined);
    server.closeAllConnections?.();
    server.close();
  };
  // Ctrl-C: no half-written file stays behind.
  process.once('SIGINT', () => {
    for (const path of partial.keys()) {
      try {
        unlinkSync(path);
      } catch {
        /* already gone */
      }
    }
    report.cancelled(partial.size);
    // First: requests cut short by closing the browser must not turn the outcome into a failure.
    finish({ code: 130 });
    void stop().finally(() => process.exit(130));
  });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // The page's worker pool follows the cores it sees: --jobs of them, as on a machine with that many.
  await context.addInitScript(
    (n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { configurable: true, get: () => n }),
    jobs,
  );
  const page = await context.newPage();
  page.on('pageerror', (e) => process.env.LOCALKIT_DEBUG && process.stderr.write(`page: ${e.stack ?? e}\n`));
  page.on('crash', () => finish({ code: FAILED, message: 'the browser page crashed (out of memory?): try fewer --jobs' }));
  await page.goto(`${origin}/cli.html?lng=en`);
  const outcome = await finished;
  await stop();
  report.end();
  if (outcome.message) process.stderr.write(`localkit ${tool.id}: ${outcome.message}\n`);
  return outcome.code;
}

async function main(argv) {
  if (!argv.length || argv[0] === '-h' || argv[0] === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const tools = toolList();
  if (argv[0] === 'list') {
    process.stdout.write(`${listText(tools)}\n`);
    return 0;
  }
  const tool = tools.find((t) => t.id === argv[0]);
  if (!tool) throw new UsageError(`no tool "${argv[0]}" (see: localkit list)`);
  const args = parseToolArgs(tool, argv.slice(1));
  if (args.help) {
    process.stdout.write(`${helpText(tool)}\n`);
    return 0;
  }
  if (!tool.runnable) throw new UsageError(`${tool.id} is an editor on its page only (${tool.path}): nothing to run here`);
  return run(tool, args);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    const usage = e instanceof UsageError;
    process.stderr.write(`localkit: ${usage ? e.message : (e?.stack ?? e)}\n`);
    process.exit(usage ? USAGE_EXIT : typeof e?.code === 'number' ? e.code : FAILED);
  },
);
