/**
 * "Make all tools available offline": asks the service worker to cache every engine file now
 * (wasm codecs, models, media cores) instead of on first use. Progress is by bytes.
 */
export interface EngineFile {
  url: string;
  bytes: number;
}

export async function cacheAllEngines(onProgress: (fraction: number) => void): Promise<void> {
  const registration = await navigator.serviceWorker?.ready;
  const worker = registration?.active;
  if (!worker) throw new Error('no service worker');
  const files = (await (await fetch('/engines.json', { cache: 'no-store' })).json()) as EngineFile[];
  const total = files.reduce((sum, f) => sum + f.bytes, 0) || 1;
  const sizeOf = new Map(files.map((f) => [f.url, f.bytes]));
  await new Promise<void>((resolve, reject) => {
    const channel = new MessageChannel();
    let saved = 0;
    channel.port1.onmessage = (event: MessageEvent<{ url?: string; done?: number; total?: number; error?: string }>) => {
      const { url, done, error } = event.data;
      if (error) return reject(new Error(error));
      saved += sizeOf.get(url ?? '') ?? 0;
      onProgress(Math.min(1, saved / total));
      if (done === files.length) resolve();
    };
    worker.postMessage({ type: 'CACHE_ENGINES', urls: files.map((f) => f.url) }, [channel.port2]);
    if (files.length === 0) resolve();
  });
}
