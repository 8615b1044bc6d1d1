import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { groupByCategory, tools } from '../registry';
import { categoryStyle } from '../registry/categories';
import { categoryName, matchesQuery, toolName } from './toolText';
import { SearchBox } from './SearchBox';
import './Sidebar.css';

const SCROLLBAR_HIDE_MS = 600;

export function Sidebar({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [query, setQuery] = useState('');
  const active = tools.find((tool) => tool.path === location);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['image', ...(active ? [active.category] : [])]));
  const [scrolling, setScrolling] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Ctrl/⌘+K focuses the search box from anywhere.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        search.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (active) setExpanded((prev) => (prev.has(active.category) ? prev : new Set([...prev, active.category])));
  }, [active]);

  const groups = useMemo(() => groupByCategory(tools.filter((tool) => matchesQuery(tool, query))), [query, t]);
  const searching = query.trim() !== '';

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onScroll = () => {
    setScrolling(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setScrolling(false), SCROLLBAR_HIDE_MS);
  };

  return (
    <aside className={`sidebar${open ? ' open' : ''}`} aria-label={t('sidebar.tools')} data-testid="sidebar">
      <SearchBox value={query} onChange={setQuery} iconSize={16} inputRef={search} testId="sidebar-search">
        <kbd>Ctrl K</kbd>
      </SearchBox>
      <nav className={`sidebar-scroll${scrolling ? ' scrolling' : ''}`} onScroll={onScroll} data-testid="sidebar-scroll">
        {groups.length === 0 && <p className="muted">{t('sidebar.noResults', { query })}</p>}
        {groups.map((group) => {
          const style = categoryStyle(group.id);
          const Icon = style.icon;
          const isOpen = searching || expanded.has(group.id);
          return (
            <Suspense key={group.id}>
              <section className="sidebar-group" data-category={group.id}>
                <button
                  type="button"
                  className="sidebar-category"
                  aria-expanded={isOpen}
                  onClick={() => toggle(group.id)}
                  data-testid="category-toggle"
                >
                  <Icon size={16} color={style.color} aria-hidden />
                  <span>{categoryName(group.id)}</span>
                  {isOpen ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
                </button>
                {isOpen && (
                  <ul>
                    {group.tools.map((tool) => {
                      const ToolIcon = tool.icon;
                      return (
                        <li key={tool.id}>
                          <Link
                            href={tool.path}
                            className={`sidebar-tool${tool.path === location ? ' active' : ''}`}
                            aria-current={tool.path === location ? 'page' : undefined}
                            data-testid="sidebar-tool"
                            data-tool={tool.id}
                          >
                            <ToolIcon width={16} height={16} aria-hidden />
                            <span>{toolName(tool)}</span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            </Suspense>
          );
        })}
      </nav>
    </aside>
  );
}
