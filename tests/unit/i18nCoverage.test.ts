import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../src/i18n/languages';

/** Every namespace: the shell's locales/<lng>/<ns>.json, each plugin's plugins/<id>/i18n/<lng>.json and each family's. */
function namespaces(): { name: string; file: (lng: string) => string }[] {
  const shell = readdirSync('locales/en').map((f) => ({ name: `locales/${f}`, file: (lng: string) => join('locales', lng, f) }));
  const plugins = readdirSync('plugins')
    .filter((id) => id !== 'dropin-fixture' && existsSync(join('plugins', id, 'i18n', 'en.json')))
    .map((id) => ({ name: `plugins/${id}`, file: (lng: string) => join('plugins', id, 'i18n', `${lng}.json`) }));
  // Code shared by a family of tools keeps its strings beside it: families/<family>/i18n/<lng>.json.
  const shared = readdirSync('families', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join('families', d.name, 'i18n', 'en.json')))
    .map((d) => ({ name: `families/${d.name}`, file: (lng: string) => join('families', d.name, 'i18n', `${lng}.json`) }));
  return [...shell, ...plugins, ...shared];
}

const flatten = (o: unknown, prefix = ''): [string, unknown][] =>
  o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)) : [[prefix, o]];
const read = (f: string) => new Map(flatten(JSON.parse(readFileSync(f, 'utf8'))));
const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []);

// Values that are the same in every language: brand, format and codec names, units, file names.
const BRANDS = new Set([
  'LocalKit',
  'WebP',
  'MozJPEG',
  'oxipng',
  'OxiPNG',
  'WebM',
  'WebCodecs',
  'ffmpeg',
  'ffmpeg.wasm',
  'OpenCC',
  'Lanczos3',
  'Mitchell',
  'Catmull-Rom',
  'Opus',
  'Vorbis',
  'FLAC',
  'dayjs',
  'moment',
  'Intl',
  'svgo',
  'SVGO',
  'Unix',
  'px',
  'pt',
  'ms',
  's',
  'KB',
  'MB',
  'kbps',
  'Hz',
  'kHz',
  'fps',
  'camelCase',
  'PascalCase',
  'snake_case',
  'kebab-case',
]);
const sameEverywhere = (v: string) =>
  /^[\w.-]+\.(ico|png|svg|webmanifest|jpg|zip|html)$/.test(v) ||
  v
    .split(/[\s/(),:+×·]+/)
    .filter(Boolean)
    .every((w) => BRANDS.has(w) || /^[A-Z0-9.%-]+$/.test(w) || /^\{\{\w+\}\}$/.test(w));

describe('translations', () => {
  for (const ns of namespaces()) {
    const en = read(ns.file('en'));
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${ns.name} has every key in ${lng}, with the same placeholders`, () => {
        expect(existsSync(ns.file(lng)), `${ns.file(lng)} exists`).toBe(true);
        const other = read(ns.file(lng));
        const missing = [...en.keys()].filter((k) => !other.has(k));
        expect(missing, `missing in ${ns.file(lng)}`).toEqual([]);
        const badPlaceholders = [...en.entries()]
          .filter(([k, v]) => placeholders(v).join() !== placeholders(other.get(k)).join())
          .map(([k]) => k);
        expect(badPlaceholders, `placeholders differ in ${ns.file(lng)}`).toEqual([]);
        if (lng !== 'de') {
          // A value identical to English in zh/zh-TW/ja/ko was almost always left untranslated.
          const leftovers = [...en.entries()]
            .filter(([k, v]) => typeof v === 'string' && /[a-z]{3}/i.test(v) && other.get(k) === v && !sameEverywhere(v))
            .map(([k]) => k);
          expect(leftovers, `English left in ${ns.file(lng)}`).toEqual([]);
        }
      });
    }
  }
});
