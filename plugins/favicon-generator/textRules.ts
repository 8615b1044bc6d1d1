/** What the generator accepts as text and emoji; shared by the page (live message) and the pipeline. */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters: "汉字" is 2, "👍🏽" is 1, "é" (e + combining accent) is 1. */
export function characters(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}

export const MAX_TEXT_CHARACTERS = 2;

/** The i18n key of the problem with the text, or undefined when it is 1–2 characters. */
export function textProblem(text: string): string | undefined {
  const count = characters(text.trim()).length;
  if (count === 0) return 'errors.textEmpty';
  if (count > MAX_TEXT_CHARACTERS) return 'errors.textTooLong';
  return undefined;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** The i18n key of the problem with the emoji, or undefined when it is exactly one emoji. */
export function emojiProblem(emoji: string): string | undefined {
  const chars = characters(emoji.trim());
  if (chars.length !== 1 || !PICTOGRAPHIC.test(chars[0])) return 'errors.emojiInvalid';
  return undefined;
}
