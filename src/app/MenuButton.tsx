import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './MenuButton.css';

export interface MenuChoice {
  value: string;
  label: ReactNode;
  /** The language the label is written in (each language's own name carries its own). */
  lang?: string;
}

/**
 * A button that opens a list of choices; the list exists only while open. Enter or Space opens it on
 * the current choice; the arrows, Home and End move (wrapping); Escape closes it and gives focus back
 * to the button; a press elsewhere or Tab out closes it, as a native select's would.
 */
export function MenuButton({
  id,
  name,
  button,
  choices,
  current,
  onChoose,
  valueAttribute,
  className = '',
  testId,
}: {
  /** The list's element id. */
  id: string;
  /** The list's accessible name. */
  name: string;
  /** What the closed button shows (include the accessible text). */
  button: ReactNode;
  choices: MenuChoice[];
  current: string;
  onChoose: (value: string) => void;
  /** The attribute each choice carries its value in (data-language="de"). */
  valueAttribute: `data-${string}`;
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  // A layout effect: focus is on the list before the next key press can arrive.
  useLayoutEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
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
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.menu-list button') ?? [])];
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
    <div className="menu" ref={root} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={opener}
        className={`menu-button ${className}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {button}
      </button>
      {open && (
        <ul id={id} className="menu-list" aria-label={name}>
          {choices.map((choice) => (
            <li key={choice.value}>
              <button
                type="button"
                lang={choice.lang}
                aria-current={choice.value === current ? 'true' : undefined}
                {...{ [valueAttribute]: choice.value }}
                onClick={() => {
                  close();
                  onChoose(choice.value);
                }}
              >
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
