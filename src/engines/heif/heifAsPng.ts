/**
 * A HEIC as a PNG the page can show or draw (only Safari reads HEIC itself), decoded in a worker of its
 * own (started on the first HEIC, kept for the next ones) so the page stays responsive. Refused like any
 * image: a file libheif cannot read, or one over the size limit, rejects.
 */
let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (png: Blob) => void; reject: (e: Error) => void }>();

function heifWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./heifToPng.worker.ts', import.meta.url), { type: 'module', name: 'localkit-heif' });
  worker.onmessage = ({ data }: MessageEvent<{ id: number; png?: Blob; error?: string }>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.png) job?.resolve(data.png);
    else job?.reject(new Error(data.error ?? 'HEIF: decoding failed'));
  };
  worker.onerror = () => {
    // The worker itself failed (its script could not load, say): every waiting file fails; the next HEIC starts a new one.
    for (const job of waiting.values()) job.reject(new Error('HEIF: worker failed'));
    waiting.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

export function heifAsPng(file: Blob): Promise<Blob> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    heifWorker().postMessage({ id, file });
  });
}
