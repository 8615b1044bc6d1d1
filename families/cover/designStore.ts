/**
 * Keeps a cover design across reloads. The design (plain JSON) lives in localStorage under
 * `localkit:cover:<tool id>`; the user's background and screenshot images live as blobs in IndexedDB
 * (database "localkit-covers"), keyed `<tool id>:<image id>`. Size and format stay in the URL like
 * every tool's options.
 */
import { createStore, del, get, keys, set } from 'idb-keyval';
import { readStored, z } from '../../src/storage/storedShape';
import { SceneSchema, imageIds, type Scene } from './scene';

export const designKey = (toolId: string) => `localkit:cover:${toolId}`;

let imageStore: ReturnType<typeof createStore> | undefined;
const images = () => (imageStore ??= createStore('localkit-covers', 'images'));

/** A stored design, or undefined if there is none or it is not a valid design. */
export function parseDesign(json: string | null): Scene | undefined {
  if (!json) return undefined;
  try {
    const parsed = SceneSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function loadDesign(toolId: string): Scene | undefined {
  try {
    return parseDesign(localStorage.getItem(designKey(toolId)));
  } catch {
    return undefined;
  }
}

/** False when the browser refuses (storage full or disabled); the editor keeps working. */
export function saveDesign(toolId: string, scene: Scene): boolean {
  try {
    localStorage.setItem(designKey(toolId), JSON.stringify(scene));
    return true;
  } catch {
    return false;
  }
}

export async function saveImage(toolId: string, id: string, blob: Blob): Promise<void> {
  try {
    await set(`${toolId}:${id}`, blob, images());
  } catch {
    // Private windows may refuse IndexedDB: the image then lasts for this visit only.
  }
}

export async function loadImage(toolId: string, id: string): Promise<Blob | undefined> {
  try {
    const key = `${toolId}:${id}`;
    return readStored(z.instanceof(Blob), await get<unknown>(key, images()), `cover image ${key}`);
  } catch {
    return undefined;
  }
}

/** Deletes this tool's stored images that the design no longer uses. */
export async function pruneImages(toolId: string, scene: Scene): Promise<void> {
  try {
    const keep = new Set(imageIds(scene).map((id) => `${toolId}:${id}`));
    for (const key of await keys(images())) {
      if (typeof key === 'string' && key.startsWith(`${toolId}:`) && !keep.has(key)) await del(key, images());
    }
  } catch {
    // Nothing to tidy when IndexedDB is unavailable.
  }
}
