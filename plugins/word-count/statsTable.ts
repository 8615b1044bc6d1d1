import type { Language, TextStats } from './countText';

/** The pipeline's result (JSON): the counts, both ends of the text and its length for the debug view. */
export interface CountResult extends TextStats {
  head: string;
  tail: string;
  length: number;
  ms: number;
}

export type StatKey = 'words' | 'characters' | 'charactersNoSpaces' | 'cjkCharacters' | 'paragraphs' | 'lines';

export interface StatRow {
  key: StatKey;
  value: number;
  /** A count that says nothing about this text (no CJK characters in it): shown receding. */
  dim: boolean;
  /** For words counted the Chinese or Japanese way: how many are characters and how many other words. */
  parts?: { characters: number; words: number };
}

const STATS: readonly StatKey[] = ['words', 'characters', 'charactersNoSpaces', 'cjkCharacters', 'paragraphs', 'lines'];

/** Chinese and Japanese count a word per character (see countText). */
export const countsByCharacter = (language: Language) => language === 'chinese' || language === 'japanese';

/** The statistics table, row by row, for a result of the pipeline. */
export function statRows(result: CountResult): StatRow[] {
  return STATS.map((key) => ({
    key,
    value: result[key],
    dim: key === 'cjkCharacters' && result.cjkCharacters === 0,
    ...(key === 'words' && countsByCharacter(result.language)
      ? { parts: { characters: result.hanKanaWords, words: result.otherWords } }
      : {}),
  }));
}

/** A piece of text as the debug view shows it: in quotes, with spaces and line breaks made visible. */
export const visibleText = (text: string) => JSON.stringify(text);
