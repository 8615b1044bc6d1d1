import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One measured figure. `goal` is the target written beside it, e.g. "≤ 0.2 s". */
export interface BenchRow {
  benchmark: string;
  case: string;
  metric: string;
  value: number | string;
  unit?: string;
  goal?: string;
  /** true/false when a goal can be judged by a number, undefined otherwise. */
  met?: boolean;
}

const dir = fileURLToPath(new URL('./results/', import.meta.url));

/** Writes bench/results/<area>.json; `npm run bench` gathers every file into bench/README.md. */
export function record(area: string, rows: BenchRow[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}${area}.json`, JSON.stringify({ area, at: new Date().toISOString(), rows }, null, 2));
}
