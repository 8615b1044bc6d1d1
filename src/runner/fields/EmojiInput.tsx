import { useTranslation } from 'react-i18next';
import { ChoiceGrid } from './ChoiceGrid';
import { TextInput } from './inputs';

/** Common emoji offered to pick (any other can be typed or pasted into the box). */
const EMOJIS = [...'🚀⭐🔥💡🎯🎨🎵📷📚💻🧠⚡🌈🌙🍀🌸🍕🍎🐱🐶🦊🐼🦄🐝🎮🏀🏆💎✨✅📌🔒🔑🛒🎁🌍', '☀️', '☕', '❤️', '⚽'];

/** widget 'emoji': a text box for any emoji, and a grid of common ones to pick with a tap or the keys. */
export function EmojiInput(p: {
  id: string;
  value: string;
  onChange: (next: string) => void;
  describedBy?: string;
  invalid?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput {...p} />
      <ChoiceGrid values={EMOJIS} value={p.value.trim()} onChange={p.onChange} label={t('form.emojiPicker')} />
    </>
  );
}
