/**
 * The engine files the service worker keeps (wasm codecs, models, media cores: what it does not
 * precache) and the build's list of them, /engines.json (vite.config.ts). Used by the page, the
 * pool's workers and the service worker alike.
 */
export const ENGINE_CACHE = 'localkit-engines';

export interface EngineFile {
  url: string;
  bytes: number;
}

export interface EngineManifest {
  /** Every engine file of the build. */
  files: EngineFile[];
  /** Tool id → the engine files that tool can fetch (build/toolEngines.ts). */
  tools: Record<string, string[]>;
}

let manifest: Promise<EngineManifest> | undefined;

/** /engines.json (precached by the service worker, so it is there offline), read once. */
export function engineManifest(): Promise<EngineManifest> {
  manifest ??= fetch('/engines.json').then(
    (r) => {
      if (!r.ok) throw new Error(`engines.json: HTTP ${r.status}`);
      return r.json() as Promise<EngineManifest>;
    },
    (e: unknown) => {
      manifest = undefined;
      throw e;
    },
  );
  return manifest;
}

/** Those of `urls` the engine cache does not hold. */
export async function missingEngineFiles(urls: string[]): Promise<string[]> {
  if (!urls.length) return [];
  const cache = await caches.open(ENGINE_CACHE);
  // ignoreVary: hosts send `Vary: Origin`, and engine requests differ in whether they carry an Origin.
  const held = await Promise.all(urls.map((url) => cache.match(url, { ignoreVary: true })));
  return urls.filter((_, i) => !held[i]);
}

/**
 * Whether a tool failed because one of its engine files is not on this device and cannot be fetched
 * now (offline, or the site unreachable): some file of its list is not in the engine cache, and asking
 * the network for it fails. False when that cannot be told (no service worker, no list).
 */
export async function engineNotOnDevice(toolId: string): Promise<boolean> {
  let missing: string[];
  try {
    missing = await missingEngineFiles((await engineManifest()).tools[toolId] ?? []);
  } catch {
    return false;
  }
  if (!missing.length) return false;
  try {
    // HEAD: the service worker answers only GETs, so this asks the network.
    await fetch(missing[0], { method: 'HEAD', cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}
