import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A grid of choices of which one is picked (emoji, icons): a radio group, so a screen reader says
 * "3 of 40, selected" and Tab enters and leaves it in one step; the arrow keys move and pick (up and
 * down by a row), Home and End go to the ends. Cells are 44 px, big enough for a finger.
 */
export function ChoiceGrid<V extends string>({
  id,
  values,
  value,
  onChange,
  draw,
  name,
  label,
  labelledBy,
  describedBy,
}: {
  id?: string;
  values: readonly V[];
  value: unknown;
  onChange: (next: V) => void;
  /** What a cell shows (default: the value itself, e.g. an emoji). */
  draw?: (v: V) => ReactNode;
  /** A cell's accessible name (default: the value). */
  name?: (v: V) => string;
  /** The group's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
}) {
  const grid = useRef<HTMLDivElement>(null);
  const picked = values.indexOf(value as V);
  // The one cell Tab lands on: the picked one, else the first.
  const tabStop = picked < 0 ? 0 : picked;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(values.length - 1, to));
    onChange(values[next]);
    grid.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, at: number) => {
    // Cells per row, as the layout has them now (the grid fills the width it gets).
    const columns = grid.current ? getComputedStyle(grid.current).gridTemplateColumns.split(' ').length : 1;
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
    if (e.key in step) move(at + step[e.key]);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(values.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={grid}
      id={id}
      className="choice-grid"
      role="radiogroup"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {values.map((v, i) => (
        <button
          key={v}
          type="button"
          role="radio"
          aria-checked={i === picked}
          aria-label={name ? name(v) : v}
          title={name ? name(v) : undefined}
          tabIndex={i === tabStop ? 0 : -1}
          onClick={() => onChange(v)}
          onKeyDown={(e) => onKeyDown(e, i)}
          data-value={v}
        >
          {draw ? draw(v) : v}
        </button>
      ))}
    </div>
  );
}
