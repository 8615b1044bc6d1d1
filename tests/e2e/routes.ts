import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Tool routes read from the manifests' source (the browser tests do not import app code). */
export function toolRoutes(): { id: string; path: string }[] {
  return readdirSync('plugins')
    .filter((id) => existsSync(join('plugins', id, 'manifest.ts')))
    .map((id) => {
      const source = readFileSync(join('plugins', id, 'manifest.ts'), 'utf8');
      const path = /\bpath:\s*'([^']+)'/.exec(source)?.[1];
      if (!path) throw new Error(`no path in plugins/${id}/manifest.ts`);
      return { id, path };
    });
}

export const LANGS = ['en', 'zh', 'zh-TW', 'ja', 'de', 'ko'];
export const firstBlogSlug = () => readdirSync('blog').sort()[0];
