// zod/mini (a few kB, tree-shaken) rather than the app's full zod: the home page reads favorites and
// recents before its first paint and must stay within its JavaScript budget.
import { config } from 'zod/v4/core';
import * as z from 'zod/mini';

// As in src/zodJitless.ts: our CSP forbids eval, so zod must not probe `new Function` for object schemas.
config({ jitless: true });

export { z };

const warned = new Set<string>();

/**
 * What was read back from storage (`where`: the key it came from), if it has the shape the app
 * writes; otherwise undefined, and a console warning (once per key). Stored state may be damaged, or
 * left by an older version or another tab: the app starts without it rather than fail on it.
 * Nothing stored (undefined or null) is simply undefined.
 */
export function readStored<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  if (!warned.has(where)) {
    warned.add(where);
    console.warn(`LocalKit: the stored ${where} is not in the expected shape and was dropped.`, parsed.error.issues[0]?.message ?? '');
  }
  return undefined;
}
