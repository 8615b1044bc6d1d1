import { SHARED_FILES_FLAG } from '../pwa/webManifest';
import { peekSharedFiles } from '../pwa/sharedFiles';

interface LaunchParams {
  files?: readonly FileSystemFileHandle[];
}
declare global {
  interface Window {
    launchQueue?: { setConsumer(consumer: (params: LaunchParams) => void): void };
  }
}

/**
 * Files LocalKit was opened with, handed to the tool page that is opening. "Open with" on a file (the
 * manifest's file_handlers, delivered through launchQueue) is the user's own choice: `take` runs them.
 * Files shared into the app (the service worker kept them and added ?shared=1 to this tool's URL) are
 * only `offer`ed: the page asks before any work starts (see SharedFilesPrompt).
 */
export function receiveLaunchedFiles(take: (files: File[]) => void, offer: (files: File[]) => void): void {
  window.launchQueue?.setConsumer(async (params) => {
    if (params.files?.length) take(await Promise.all(params.files.map((handle) => handle.getFile())));
  });
  const url = new URL(location.href);
  if (!url.searchParams.has(SHARED_FILES_FLAG)) return;
  url.searchParams.delete(SHARED_FILES_FLAG);
  history.replaceState(history.state, '', url);
  void peekSharedFiles().then((files) => files.length > 0 && offer(files));
}
