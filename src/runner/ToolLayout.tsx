import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import './ToolLayout.css';

/** Where the layout becomes one column (keep in step with ToolLayout.css). */
const NARROW = '(max-width: 860px)';

/**
 * True on a narrow screen. False until the page has hydrated: the prerendered page is laid out for a
 * wide screen, and state set in an effect re-renders it (a hydrating render keeps prerendered attributes).
 */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const query = matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/**
 * The layout of every tool page, generic or hand-written: the input (drop zone, text box), the options,
 * then the work (results, preview), in that order in the page. On a wide screen the options stand in a
 * column at the left, the input and the work at the right. On a narrow one (a phone) it is one column:
 * the input comes first, within the first screen, and the options fold under it (open them with a tap),
 * so a picked file's row is not a whole form's height away.
 */
export function ToolLayout({ input, options, children }: { input?: ReactNode; options?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`tool-layout${options ? '' : ' tool-layout-wide'}`} data-testid="tool-layout">
      {input && <div className="tool-input">{input}</div>}
      {options && <OptionsFold>{options}</OptionsFold>}
      {children && <div className="tool-work">{children}</div>}
    </div>
  );
}

/** The options: always open on a wide screen; folded at first on a narrow one. */
function OptionsFold({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="tool-options"
      open={!narrow || opened}
      onToggle={(e) => narrow && setOpened(e.currentTarget.open)}
      data-testid="options-fold"
      data-narrow={narrow || undefined}
    >
      <summary className="tool-options-summary" hidden={!narrow}>
        {t('runner.options')}
        <ChevronDown size={16} aria-hidden />
      </summary>
      {children}
    </details>
  );
}
