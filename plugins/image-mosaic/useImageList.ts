import { useCallback, useEffect } from 'react';
import type { EditorProps } from '../../src/runner/editorProps';
import { assertImageAllowed } from '../../src/engines/sizeGuard';
import { ToolError } from '../../schemas/pipeline';

/**
 * The mosaic's list of images: files checked on arrival (type by their bytes, the size guard, a HEIC
 * or a JPEG XL the browser cannot draw made drawable), refused files kept as failed rows until
 * removed, removal, and paste anywhere on the page. Kept while the tab lives (switching tools and
 * back keeps the list).
 */

export interface Item {
  id: number;
  /** The file as given: what the pipeline reads (pixels and metadata). */
  file: File;
  /** Found by its bytes. */
  type: string;
  /** What this page draws: the file itself, or a PNG of a HEIC (browsers other than Safari cannot draw HEIC)
   * or of a JPEG XL where the browser has no decoder for it. */
  view: Blob;
  /** Object URL for the thumbnail; revoked when the item goes. */
  thumb: string;
  /** A HEIC: the row says the result is a PNG. */
  fromHeic?: boolean;
}

/** A file refused on arrival (empty, not an accepted image, too large): a failed row. */
export interface Refusal {
  id: number;
  name: string;
  key: string;
  params?: Record<string, unknown>;
}

let nextId = 1;

async function browserDraws(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

async function pngOf(file: File, type: string): Promise<Blob> {
  const { decodeImage, encodeImage } = await import('../../src/engines/imageCodecs');
  const png = await encodeImage(await decodeImage(new Uint8Array(await file.arrayBuffer()), type), 'image/png');
  return new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' });
}

export function useImageList({ checkFile, useKept }: Pick<EditorProps, 'checkFile' | 'useKept'>) {
  const [items, setItems] = useKept<Item[]>('items', []);
  const [selectedItem, setSelectedItem] = useKept<number | undefined>('selectedItem', undefined);
  const [refused, setRefused] = useKept<Refusal[]>('refused', []);

  const addFiles = useCallback(
    async (files: File[]) => {
      const accepted: Item[] = [];
      const refusedNow: Refusal[] = [];
      for (const file of files) {
        let type: string;
        try {
          type = await checkFile(file);
        } catch {
          refusedNow.push({ id: nextId++, name: file.name, key: file.size === 0 ? 'common:errors.emptyFile' : 'rejected' });
          continue;
        }
        try {
          // The image is decoded on this page (preview, thumbnail): the size guard runs first, on every
          // frame and tile the file holds, as in the workers.
          assertImageAllowed(new Uint8Array(await file.arrayBuffer()), type);
        } catch (e) {
          const refusal = e instanceof ToolError ? { key: `common:${e.key}`, params: e.params } : { key: 'common:errors.decodeFailed' };
          refusedNow.push({ id: nextId++, name: file.name, ...refusal });
          continue;
        }
        if (type === 'image/heic') {
          // Browsers other than Safari can neither draw nor write HEIC: the preview and thumbnail are a PNG
          // of it made here (libheif loads on the first HEIC only); the worker reads the HEIC itself.
          try {
            const { heifAsPng } = await import('../../src/engines/heif/heifAsPng');
            const png = await heifAsPng(file);
            accepted.push({ id: nextId++, file, type, view: png, thumb: URL.createObjectURL(png), fromHeic: true });
          } catch {
            refusedNow.push({ id: nextId++, name: file.name, key: 'common:errors.decodeFailed' });
          }
          continue;
        }
        if (type === 'image/jxl' && !(await browserDraws(file))) {
          // A browser without its own JPEG XL decoder: the preview is a PNG of it, decoded by the wasm decoder.
          try {
            const png = await pngOf(file, type);
            accepted.push({ id: nextId++, file, type, view: png, thumb: URL.createObjectURL(png) });
          } catch {
            refusedNow.push({ id: nextId++, name: file.name, key: 'common:errors.decodeFailed' });
          }
          continue;
        }
        accepted.push({ id: nextId++, file, type, view: file, thumb: URL.createObjectURL(file) });
      }
      if (refusedNow.length) setRefused((list) => [...list, ...refusedNow]);
      if (accepted.length === 0) return;
      setItems((list) => [...list, ...accepted]);
      setSelectedItem((id) => id ?? accepted[0].id);
    },
    [checkFile, setItems, setRefused, setSelectedItem],
  );

  const removeItem = (id: number) => {
    setItems((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.thumb);
      const rest = list.filter((i) => i.id !== id);
      if (selectedItem === id) setSelectedItem(rest[0]?.id);
      return rest;
    });
  };

  const dismissRefusal = (id: number) => setRefused((list) => list.filter((x) => x.id !== id));

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length) void addFiles(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [addFiles]);

  const current = items.find((i) => i.id === selectedItem);
  return { items, current, selectedItem, setSelectedItem, refused, addFiles, removeItem, dismissRefusal };
}
