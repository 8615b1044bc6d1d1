// What the command tells while it runs: a line per file on standard error as the page's result row says it
// (sizes, ratio, notes), a progress bar only on a terminal, and with --json one JSON document on standard output.

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** "1.20 MB → 340.0 KB (72% smaller)" for one output of an input of `inputSize` bytes. */
export function sizeLine(inputSize, outputSize, single) {
  if (!single || !inputSize) return formatBytes(outputSize);
  const percent = Math.round(Math.abs(1 - outputSize / inputSize) * 100);
  return `${formatBytes(inputSize)} → ${formatBytes(outputSize)} (${percent}% ${outputSize > inputSize ? 'larger' : 'smaller'})`;
}

export class Report {
  constructor(tool, inputs, { json, stderr }) {
    this.tool = tool;
    this.total = inputs.length;
    this.json = json;
    this.stderr = stderr;
    this.bar = Boolean(stderr.isTTY);
    this.files = [];
    this.failures = 0;
    this.running = new Map();
    this.options = undefined;
  }

  started(input) {
    this.running.set(input.id, { name: input.name, progress: 0 });
    this.draw();
  }

  progress(list) {
    for (const { id, progress } of list ?? []) if (this.running.has(id)) this.running.get(id).progress = progress;
    this.draw();
  }

  done(input, result) {
    this.running.delete(input.id);
    if (result.status !== 'done') this.failures++;
    this.files.push({ input: input.path ?? input.name, inputSize: input.size, ...result });
    const lines = [];
    if (result.status === 'done') {
      // The ratio only where an output is a smaller or larger version of its input file.
      const single = result.outputs.length === 1 && this.tool.input === 'files';
      for (const out of result.outputs) {
        const where = out.path === '-' ? 'standard output' : out.path;
        const dims = out.meta?.width && out.meta?.height ? `  ${out.meta.width}×${out.meta.height}` : '';
        lines.push(`✓ ${input.name} → ${where}  ${sizeLine(input.size, out.size, single)}${dims}`);
        for (const note of out.notes ?? []) lines.push(`    note: ${note}`);
      }
      if (!result.outputs.length) lines.push(`✓ ${input.name}: no output`);
    } else {
      lines.push(`✗ ${input.name}: ${result.error ?? result.status}`);
    }
    this.clear();
    this.stderr.write(`${lines.join('\n')}\n`);
    this.draw();
  }

  cancelled(removed) {
    this.clear();
    this.stderr.write(`localkit: cancelled${removed ? `; removed ${removed} unfinished output file${removed === 1 ? '' : 's'}` : ''}\n`);
  }

  end() {
    this.clear();
    if (this.json) process.stdout.write(`${JSON.stringify({ tool: this.tool.id, options: this.options, files: this.files }, null, 2)}\n`);
  }

  clear() {
    if (this.bar && this.drawn) this.stderr.write('\r\x1b[K');
    this.drawn = false;
  }

  /** On a terminal only: [#####.....] files done/total, and the running files' progress. */
  draw() {
    if (!this.bar || !this.total) return;
    const running = [...this.running.values()];
    const fraction = (this.files.length + running.reduce((sum, r) => sum + r.progress, 0)) / this.total;
    const width = 24;
    const filled = Math.round(Math.min(1, fraction) * width);
    const now = running
      .slice(0, 2)
      .map((r) => `${r.name} ${Math.round(r.progress * 100)}%`)
      .join(', ');
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.files.length}/${this.total}  ${now}`;
    this.stderr.write(`\r\x1b[K${line.slice(0, (this.stderr.columns ?? 100) - 1)}`);
    this.drawn = true;
  }
}
