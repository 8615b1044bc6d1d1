/**
 * Timing marks of the latest comparison (compare → input made → result back → marks drawn) and of the
 * warm-up's end, which the browser benchmark (bench/browser/text.spec.ts) reads to split its load →
 * drawn time. Each replaces the previous one of its name.
 */
export function mark(step: 'warm' | 'compare' | 'input' | 'result' | 'drawn') {
  const name = `text-diff:${step}`;
  performance.clearMarks(name);
  performance.mark(name);
}
