/**
 * The unified patch of a diff model. Kept apart from the diff engine (diffModel.ts
 * imports diff-match-patch): the editor makes the patch on the main thread when "copy" is pressed,
 * so the worker does not build and send back a patch for every comparison.
 */
import type { ChangeBlock, DiffModel } from './diffModel';
import { linesOf, type TextOrLines } from './lines';

/** A standard unified diff (`diff -u`), `context` unchanged lines around each hunk. */
export function unifiedPatch(
  textA: TextOrLines,
  textB: TextOrLines,
  model: DiffModel,
  names: { a: string; b: string } = { a: 'a', b: 'b' },
  context = 3,
): string {
  const linesA = linesOf(textA);
  const linesB = linesOf(textB);
  const changes = model.blocks.filter((x): x is ChangeBlock => x.kind === 'change');
  if (changes.length === 0) return '';
  const out = [`--- ${names.a}`, `+++ ${names.b}`];
  let i = 0;
  while (i < changes.length) {
    // Merge changes whose context would touch into one hunk.
    let j = i;
    while (j + 1 < changes.length && changes[j + 1].a - (changes[j].a + changes[j].aCount) <= 2 * context) j++;
    const first = changes[i];
    const last = changes[j];
    const startA = Math.max(0, first.a - context);
    const startB = first.b - (first.a - startA);
    const endA = Math.min(linesA.length, last.a + last.aCount + context);
    const endB = last.b + last.bCount + (endA - (last.a + last.aCount));
    const body: string[] = [];
    let pa = startA;
    let pb = startB;
    for (let k = i; k <= j; k++) {
      const c = changes[k];
      while (pa < c.a) {
        body.push(` ${linesA[pa++]}`);
        pb++;
      }
      for (let x = 0; x < c.aCount; x++) body.push(`-${linesA[pa++]}`);
      for (let x = 0; x < c.bCount; x++) body.push(`+${linesB[pb++]}`);
    }
    while (pa < endA) {
      body.push(` ${linesA[pa++]}`);
      pb++;
    }
    const countA = endA - startA;
    const countB = endB - startB;
    // diff -u numbers an empty range by the line before it.
    const range = (start: number, count: number) => `${count === 0 ? start : start + 1}${count === 1 ? '' : `,${count}`}`;
    out.push(`@@ -${range(startA, countA)} +${range(startB, countB)} @@`, ...body);
    i = j + 1;
  }
  return `${out.join('\n')}\n`;
}
