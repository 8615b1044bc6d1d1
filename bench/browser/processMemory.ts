import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import base from '../playwright.config';

/** Resident memory (MB) of every Chromium process under this test process: browser, renderer (with its workers), GPU, utility. */
export function chromiumRssMb(): number {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const mine = new Set([process.pid]);
  let total = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid, rss] of table) {
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        total += rss;
        grew = true;
      }
    }
  }
  return total / 1024;
}

/** Every process below `root` (the browser): pid → its command line. */
export function descendants(root: number): Map<number, string> {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = new Map<number, string>();
  const walk = (pid: number) => {
    for (const [child, p] of parent)
      if (p === pid && !found.has(child)) {
        try {
          found.set(child, readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' '));
        } catch {
          continue;
        }
        walk(child);
      }
  };
  walk(root);
  return found;
}

/** Resident memory of a process, and the private (anonymous) part of it: what Chrome's task manager
 * calls its memory footprint on Linux (RssAnon + VmSwap). RSS also counts the pages of Chromium's
 * binary and libraries, which every process maps and shares. */
const memoryOf = (pid: number) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kB('VmRSS'), footprint: kB('RssAnon') + kB('VmSwap') };
  } catch {
    return { rss: 0, footprint: 0 };
  }
};

/**
 * Samples every 200 ms: the renderers' summed RSS (every renderer process of the browser: the tab's, a
 * spare one Chromium keeps ready, the service worker's if apart), the whole browser's, and per renderer
 * process its RSS and footprint. The tab's own process is the renderer whose RSS grew most.
 */
export function watchMemory(browserPid: number) {
  const peak = { renderer: 0, all: 0 };
  /** The first sample's sums. */
  const first = { renderer: 0, all: 0 };
  const perProcess = new Map<number, { first: number; rss: number; footprint: number; footprintFirst: number }>();
  const timer = setInterval(() => {
    const procs = descendants(browserPid);
    let renderer = 0;
    let all = memoryOf(browserPid).rss;
    for (const [pid, cmd] of procs) {
      const m = memoryOf(pid);
      all += m.rss;
      if (!cmd.includes('--type=renderer')) continue;
      renderer += m.rss;
      const seen = perProcess.get(pid) ?? { first: m.rss, rss: 0, footprint: 0, footprintFirst: m.footprint };
      perProcess.set(pid, { ...seen, rss: Math.max(seen.rss, m.rss), footprint: Math.max(seen.footprint, m.footprint) });
    }
    if (!first.all) Object.assign(first, { renderer, all });
    peak.renderer = Math.max(peak.renderer, renderer);
    peak.all = Math.max(peak.all, all);
  }, 200);
  /** The renderer process that grew most (the tab's): its RSS and footprint at the start and at their peaks. */
  const tab = () => [...perProcess.values()].sort((a, b) => b.rss - b.first - (a.rss - a.first))[0];
  return { peak, first, tab, renderers: () => perProcess.size, stop: () => clearInterval(timer) };
}

/** A browser with its profile on disk; the pid of its main process. */
export async function diskBrowser(): Promise<{ context: BrowserContext; page: Page; pid: number; done: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'localkit-bench-profile-'));
  const use = base.use!;
  const context = await chromium.launchPersistentContext(profile, {
    ...use.launchOptions,
    baseURL: use.baseURL,
    acceptDownloads: true,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pid = Number(
    execFileSync('pgrep', ['-o', '-f', `user-data-dir=${profile}`], { encoding: 'utf8' })
      .trim()
      .split('\n')[0],
  );
  return {
    context,
    page,
    pid,
    done: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
