const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/jxl': 'jxl',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/postscript': 'eps',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/manifest+json': 'webmanifest',
  'text/plain': 'txt',
  'text/html': 'html',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/x-matroska': 'mkv',
  'audio/webm': 'weba',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
  'audio/opus': 'opus',
};

export function extensionFor(type: string): string {
  return EXTENSIONS[type] ?? type.split('/')[1]?.replace(/[^a-z0-9]/g, '') ?? 'bin';
}

export function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Windows reserves these names, with or without an extension ("nul.txt" too). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Longest name kept, in characters (file systems allow 255 bytes; CJK characters take 3). */
const MAX_LENGTH = 80;

/**
 * A name that is safe as a file name and as a ZIP entry on every system: the last part of any path
 * ("..\..\Users\evil.jpg" → "evil.jpg"), without control or bidirectional-override characters, without
 * characters Windows refuses, without leading or trailing dots and spaces, never a reserved device
 * name, never empty, and short enough for any file system.
 */
export function safeFileName(name: string): string {
  let safe = name
    .split(/[/\\]/)
    .pop()!
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are what this takes out
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = safe.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  if (safe.length > MAX_LENGTH)
    safe =
      [...stem]
        .slice(0, Math.max(1, MAX_LENGTH - ext.length))
        .join('')
        .trimEnd() + ext.slice(0, 16);
  if (RESERVED.test(safe.split('.')[0].trim())) safe = `_${safe}`;
  return safe || 'file';
}

/** "photo.JPG" + suffix "resized" + image/webp -> "photo-resized.webp": never the original's name. */
export function outputName(originalName: string, suffix: string, type: string): string {
  // Cut a long name before the suffix, so the suffix stays.
  const base = [...safeFileName(baseName(safeFileName(originalName)))].slice(0, MAX_LENGTH - 24).join('');
  return safeFileName(`${base}-${suffix}.${extensionFor(type)}`);
}

/** Makes names safe and unique within one ZIP: "a.png", "a (2).png", ... */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((given) => {
    const name = safeFileName(given);
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
