/**
 * The script a character is written in, as far as shaping cares: HarfBuzz shapes one script in one
 * direction per call, and guesses both from the run's first letter. A font that covers several scripts
 * (DejaVu Sans: Latin, Hebrew, Arabic) would otherwise shape "abc مرحبا" as Latin, left to right, and
 * lose the Arabic joins. Scripts not listed share one key: they shape alike.
 */
const SCRIPTS = [
  'Arabic',
  'Hebrew',
  'Syriac',
  'Thaana',
  'Nko',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Hangul',
].map((name) => ({ name, re: new RegExp(`\\p{Script=${name}}`, 'u') }));
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The character's script, or null for spaces, digits, punctuation and marks (they go with their neighbours). */
export function scriptOf(cp: number): string | null {
  const c = String.fromCodePoint(cp);
  if (NEUTRAL.test(c)) return null;
  return SCRIPTS.find((s) => s.re.test(c))?.name ?? 'other';
}
