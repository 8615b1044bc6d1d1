/**
 * A heavy engine (codec, model, ffmpeg core) loads once per worker. Concurrent callers share one
 * load; a failed load is forgotten and rethrown so the next call tries again; release() lets it go.
 */
export interface Engine<T> {
  get(): Promise<T>;
  release(): void;
  readonly loaded: boolean;
}

export function loadOnce<T>(load: () => Promise<T>, dispose?: (value: T) => void): Engine<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get() {
      pending ??= load().then(
        (v) => (value = v),
        (err) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
    release() {
      if (value !== undefined) dispose?.(value);
      value = undefined;
      pending = undefined;
    },
    get loaded() {
      return value !== undefined;
    },
  };
}
