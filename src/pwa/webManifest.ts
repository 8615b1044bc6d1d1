/**
 * The web app manifest, built from the registry at build time (vite.config.ts): the app's name and
 * icons, and from the tools: `file_handlers` (opening an image, SVG, audio or video file with
 * LocalKit opens the tool whose manifest lists that type in `opensFileTypes`), a `share_target`
 * (files shared into LocalKit go to the same tools), and `shortcuts` to popular tools.
 */

export interface ToolForManifest {
  id: string;
  path: string;
  /** English name (the manifest has one language). */
  name: string;
  popular: boolean;
  opensFileTypes?: string[];
}

/** The form field the share target posts its files in, and where it posts them. */
export const SHARE_TARGET_ACTION = '/share-target';
export const SHARE_TARGET_FILES = 'files';
/** Query flag on a tool's URL: shared files are waiting for it (see src/runner/launchFiles.ts). */
export const SHARED_FILES_FLAG = 'shared';

/** File name extensions an operating system associates with each type we open. */
const OS_EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg', '.jfif'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/jxl': ['.jxl'],
  'image/gif': ['.gif'],
  'image/bmp': ['.bmp'],
  'image/heic': ['.heic', '.heif'],
  'image/svg+xml': ['.svg'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/ogg': ['.ogg', '.oga'],
  'audio/aac': ['.aac'],
  'audio/mp4': ['.m4a'],
  'audio/flac': ['.flac'],
  'audio/opus': ['.opus'],
  'audio/webm': ['.weba'],
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/x-matroska': ['.mkv'],
};

export function extensionsFor(type: string): string[] {
  const found = OS_EXTENSIONS[type];
  if (!found) throw new Error(`no file name extensions known for ${type}: add them to OS_EXTENSIONS in src/pwa/webManifest.ts`);
  return found;
}

const MAX_SHORTCUTS = 8;

export function webManifest(tools: ToolForManifest[]) {
  const handlers = tools.filter((t) => t.opensFileTypes?.length);
  const accept = (types: string[]) => Object.fromEntries(types.map((type) => [type, extensionsFor(type)]));
  return {
    name: 'LocalKit — private tools that work offline',
    short_name: 'LocalKit',
    description: 'Free, privacy-first tools for images, SVG, favicons, video, audio, dates and text. Files never leave your device.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#2563eb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    file_handlers: handlers.map((t) => ({ action: t.path, accept: accept(t.opensFileTypes!) })),
    share_target: {
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [
          {
            name: SHARE_TARGET_FILES,
            accept: handlers.flatMap((t) => [...t.opensFileTypes!, ...t.opensFileTypes!.flatMap(extensionsFor)]),
          },
        ],
      },
    },
    shortcuts: tools
      .filter((t) => t.popular)
      .slice(0, MAX_SHORTCUTS)
      .map((t) => ({ name: t.name, url: t.path, icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] })),
  };
}

/** The tool that opens a file of this type (first match), for the share target. */
export function handlerFor(manifest: ReturnType<typeof webManifest>, type: string): string | undefined {
  return manifest.file_handlers.find((h) => type in h.accept)?.action;
}
