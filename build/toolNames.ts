import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:tool-names';

/**
 * Build-time module: per language, every tool's name and description, read from
 * plugins/<id>/i18n/<lng>.json. The home page, sidebar and search need only these, so they load one
 * small file per language instead of every tool's whole namespace; a tool's full strings load with
 * its own page. (`virtual:tool-names` exports a loader per language found in locales/.)
 */
export function toolNames(): Plugin {
  let root = process.cwd();
  return {
    name: 'localkit-tool-names',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${ID}`) {
        const languages = readdirSync(join(root, 'locales'));
        const loaders = languages.map((lng) => `${JSON.stringify(lng)}: () => import(${JSON.stringify(`${ID}/${lng}`)})`);
        return `export const toolNameLoaders = { ${loaders.join(', ')} };`;
      }
      if (!id.startsWith(`\0${ID}/`)) return undefined;
      const lng = id.slice(`\0${ID}/`.length);
      const names: Record<string, { name?: string; description?: string }> = {};
      for (const tool of readdirSync(join(root, 'plugins')).sort()) {
        const file = join(root, 'plugins', tool, 'i18n', `${lng}.json`);
        if (!existsSync(file)) continue;
        this.addWatchFile(file);
        const { name, description } = JSON.parse(readFileSync(file, 'utf8'));
        names[tool] = { name, description };
      }
      return `export default ${JSON.stringify(names)};`;
    },
  };
}
