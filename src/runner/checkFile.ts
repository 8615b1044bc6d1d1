import { ToolError } from '../../schemas/pipeline';
import { isAccepted, sniffType } from './sniff';
import { extensionFor } from './outputName';

const SNIFF_BYTES = 8192;

/** "PNG, JPG, WEBP" from the manifest's accepted MIME types. */
export function acceptLabel(accept: readonly string[]): string {
  return [...new Set(accept.map((a) => (a.endsWith('/*') ? a : extensionFor(a).toUpperCase())))].join(', ');
}

/**
 * The file picker's `accept`: the MIME types and their extensions. A picker that does not know a
 * newer type (JPEG XL, HEIC) by its MIME name would otherwise hide those files.
 */
export function pickerAccept(accept: readonly string[]): string {
  return [...accept, ...accept.filter((a) => !a.endsWith('/*')).map((a) => `.${extensionFor(a)}`)].join(',');
}

/**
 * A file's type found by its bytes, when it is one of `accept`; otherwise a ToolError saying why not
 * (empty, unreadable, or of another type), as its row would show it.
 */
export async function checkFile(file: Blob, accept: readonly string[]): Promise<string> {
  if (file.size === 0) throw new ToolError('errors.emptyFile');
  let type: string | undefined;
  try {
    type = sniffType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  } catch {
    throw new ToolError('errors.readFailed');
  }
  if (!type || !isAccepted(type, accept)) throw new ToolError('errors.invalidFileType', { types: acceptLabel(accept) });
  return type;
}
