import { useTranslation } from 'react-i18next';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/useTheme';
import { parseTheme } from '../theme/theme';
import { MenuButton } from './MenuButton';

const ICONS = { light: Sun, dark: Moon, system: Monitor };

/** Light, dark, or follow the system: a menu of three, so every click shows something new. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const Icon = ICONS[theme];
  return (
    <MenuButton
      id="theme-list"
      name={t('nav.theme')}
      className="icon-btn"
      testId="theme-toggle"
      valueAttribute="data-theme"
      current={theme}
      choices={(['light', 'dark', 'system'] as const).map((value) => {
        const ChoiceIcon = ICONS[value];
        return {
          value,
          label: (
            <>
              <ChoiceIcon size={16} aria-hidden /> {t(`nav.themes.${value}`)}
            </>
          ),
        };
      })}
      onChoose={(value) => setTheme(parseTheme(value))}
      button={
        <>
          <Icon size={18} aria-hidden />
          <span className="sr-only">
            {t('nav.theme')}: {t(`nav.themes.${theme}`)}
          </span>
        </>
      }
    />
  );
}
