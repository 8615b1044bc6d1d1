/**
 * Simplified ⇄ traditional Chinese (and Japanese shinjitai) with opencc-js.
 *
 * The dictionaries are big (s→t phrases alone ≈ 1 MB), so each direction's preset is imported only
 * when a mode needs it, and each converter is built once per worker (building takes ≈ 0.2 s).
 */
import { loadOnce, type Engine } from '../../src/engines/loadOnce';

/** Our mode → opencc-js locales ({from, to}) and which preset bundle holds its dictionaries. */
export const CHINESE_MODES = {
  s2t: { from: 'cn', to: 't', preset: 'cn2t' },
  s2tw: { from: 'cn', to: 'tw', preset: 'cn2t' },
  s2twp: { from: 'cn', to: 'twp', preset: 'cn2t' },
  s2hk: { from: 'cn', to: 'hk', preset: 'cn2t' },
  t2s: { from: 't', to: 'cn', preset: 't2cn' },
  tw2s: { from: 'tw', to: 'cn', preset: 't2cn' },
  tw2sp: { from: 'twp', to: 'cn', preset: 't2cn' },
  hk2s: { from: 'hk', to: 'cn', preset: 't2cn' },
  t2jp: { from: 't', to: 'jp', preset: 'full' },
  jp2t: { from: 'jp', to: 't', preset: 'full' },
} as const;

export type ChineseMode = keyof typeof CHINESE_MODES;
type Convert = (text: string) => string;

// Separate lazy imports so a t→s user never downloads the 1 MB s→t phrase table.
const presets = {
  cn2t: () => import('opencc-js/preset/cn2t'),
  t2cn: () => import('opencc-js/preset/t2cn'),
  full: () => import('opencc-js/preset'),
};

const converters = new Map<ChineseMode, Engine<Convert>>();

export function isChineseMode(mode: string): mode is ChineseMode {
  return Object.hasOwn(CHINESE_MODES, mode);
}

export function chineseConverter(mode: ChineseMode): Promise<Convert> {
  let engine = converters.get(mode);
  if (!engine) {
    const { from, to, preset } = CHINESE_MODES[mode];
    engine = loadOnce(async () => {
      const [core, locale] = await Promise.all([import('opencc-js/core'), presets[preset]()]);
      return core.ConverterBuilder(locale)({ from, to });
    });
    converters.set(mode, engine);
  }
  return engine.get();
}

/** Below this size the text is converted in one go; above, in line-aligned pieces so progress is real. */
const PIECE = 64 * 1024;

/** Cuts text at line ends (OpenCC phrases never span a line break), each piece about PIECE long. */
export function linePieces(text: string, size = PIECE): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const newline = text.indexOf('\n', end);
      end = newline === -1 ? text.length : newline + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}
