import { downloadZip } from 'client-zip';

/** Saves a blob under a name; the object URL is revoked once the browser has taken it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface ZipEntry {
  name: string;
  blob: Blob;
}

/** Builds the ZIP as a stream (client-zip reads each blob as it goes) and saves it. */
export async function saveZip(entries: ZipEntry[], name: string): Promise<void> {
  const response = downloadZip(entries.map((e) => ({ name: e.name, input: e.blob, lastModified: new Date() })));
  const blob = await response.blob();
  saveBlob(blob, name);
}
