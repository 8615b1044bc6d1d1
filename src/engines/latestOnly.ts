/**
 * For live editors that re-run a job on every edit: wraps an async function so that only the most
 * recent call delivers its result; a call overtaken by a newer one resolves to undefined (drop it).
 */
export function latestOnly<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  let latest = 0;
  return async (...args: A) => {
    const id = ++latest;
    const result = await fn(...args);
    return id === latest ? result : undefined;
  };
}
