import { execFileSync } from 'node:child_process';

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
