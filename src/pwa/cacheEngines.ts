import { engineManifest } from './engineCache';

/**
 * Asks the service worker to cache engine files now (wasm codecs, models, media cores) instead of
 * on first use: for one tool when its page opens (src/pwa/toolOffline.ts), or all of them ("make
 * all tools available offline"). Rejects when there is no service worker or a file cannot be fetched.
 */
export async function cacheEngineFiles(urls: string[], onFile: (url: string) => void = () => {}): Promise<void> {
  const worker = (await navigator.serviceWorker?.ready)?.active;
  if (!worker) throw new Error('no service worker');
  if (!urls.length) return;
  await new Promise<void>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ url: string; done?: number; error?: string }>) => {
      const { url, done, error } = event.data;
      if (error) return reject(new Error(error));
      onFile(url);
      if (done === urls.length) resolve();
    };
    worker.postMessage({ type: 'CACHE_ENGINES', urls }, [channel.port2]);
  });
}

/** "Make all tools available offline": every engine file, with progress by bytes. */
export async function cacheAllEngines(onProgress: (fraction: number) => void): Promise<void> {
  const { files } = await engineManifest();
  const total = files.reduce((sum, f) => sum + f.bytes, 0) || 1;
  const sizeOf = new Map(files.map((f) => [f.url, f.bytes]));
  let saved = 0;
  await cacheEngineFiles(
    files.map((f) => f.url),
    (url) => {
      saved += sizeOf.get(url) ?? 0;
      onProgress(Math.min(1, saved / total));
    },
  );
}
