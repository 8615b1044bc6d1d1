import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES } from '../i18n/languages';

/**
 * The language switcher: a button naming the current language, and a list of the six that exists
 * only while it is open. Not a <select>: Chromium lays out every option of a closed select to size
 * it, and the Chinese, Japanese and Korean names each cost a fallback-font lookup in the browser
 * process during the page's first layout (19 lookups with the old flags; measured in traces).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];

  /** Closes the list and gives focus back to the button (Escape, or a language picked). */
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // A layout effect: focus is on the list before the next key press can arrive.
  useLayoutEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    // A press anywhere else, or Tab out of it, closes the list, as a native select's would.
    const outside = (e: Event) => {
      const to = (e as FocusEvent).relatedTarget ?? e.target;
      if (to && !root.current?.contains(to as Node)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('pointerdown', outside);
    element?.addEventListener('focusout', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      element?.removeEventListener('focusout', outside);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.lang-list button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: 1, ArrowUp: -1, Home: -at, End: items.length - 1 - at }[e.key];
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (move !== undefined && items.length) {
      e.preventDefault();
      items[(Math.max(at, 0) + move + items.length) % items.length].focus();
    }
  };

  return (
    <div className="lang-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={button}
        className="lang-button"
        aria-expanded={open}
        aria-controls="language-list"
        onClick={() => setOpen(!open)}
        data-testid="language-select"
      >
        <Languages size={16} aria-hidden />
        <span className="sr-only">{t('nav.language')}: </span>
        <span lang={current.htmlLang}>{current.name}</span>
      </button>
      {open && (
        <ul id="language-list" className="lang-list" aria-label={t('nav.language')}>
          {LANGUAGES.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                lang={l.htmlLang}
                aria-current={l.code === current.code ? 'true' : undefined}
                data-language={l.code}
                onClick={() => {
                  close();
                  void i18n.changeLanguage(l.code);
                }}
              >
                {l.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
