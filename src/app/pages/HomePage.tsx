import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByCategory, toolById, tools, type CategoryGroup } from '../../registry';
import { KNOWN_CATEGORIES } from '../../../schemas/Category';
import { categoryStyle } from '../../registry/categories';
import { noTools, toolLists } from '../../storage/toolLists';
import { ToolGrid } from '../ToolCard';
import { SearchBox } from '../SearchBox';
import { useFavorites } from '../ToolActions';
import { useDocumentTitle } from '../useDocumentTitle';
import { categoryName, matchesQuery } from '../toolText';
import type { ToolSummary } from '../../../schemas/ToolSummary';
import { compareText } from '../../compareText';
import './HomePage.css';

const RECENT_COUNT = 6;

/** Every known category (an empty one says so), then any other category a plugin brought. */
function allCategories(): CategoryGroup[] {
  const groups = groupByCategory();
  const known = KNOWN_CATEGORIES.map((id) => groups.find((g) => g.id === id) ?? { id, tools: [] });
  return [...known, ...groups.filter((g) => !(KNOWN_CATEGORIES as readonly string[]).includes(g.id))];
}
const byIds = (ids: string[]) => ids.map(toolById).filter((t): t is ToolSummary => Boolean(t));

/** A titled part of the home page; the heading names the section for screen readers. */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pageDescription.home'));
  const [query, setQuery] = useState('');
  const favorites = byIds(useFavorites());
  const recents = byIds(useSyncExternalStore(toolLists.subscribe, toolLists.recents, noTools));
  const popular = tools.filter((tool) => tool.popular);
  const updated = useMemo(
    () => [...tools].sort((a, b) => compareText(b.updated, a.updated) || compareText(a.id, b.id)).slice(0, RECENT_COUNT),
    [],
  );
  const found = tools.filter((tool) => matchesQuery(tool, query));

  return (
    <div className="home">
      <section className="hero">
        <h1>{t('home.hero', { brand: t('brand') })}</h1>
        <p>{t('home.heroSub')}</p>
        <SearchBox value={query} onChange={setQuery} iconSize={18} className="hero-search" testId="home-search" />
      </section>

      {query.trim() ? (
        <section>
          {found.length ? (
            <ToolGrid items={found} testId="home-search-results" />
          ) : (
            <p className="muted">{t('sidebar.noResults', { query })}</p>
          )}
        </section>
      ) : (
        <>
          <HomeSection id="fav-h" title={t('home.favorites')}>
            {favorites.length ? (
              <ToolGrid items={favorites} testId="favorites" />
            ) : (
              <p className="muted empty" data-testid="favorites-empty">
                {t('home.noFavorites')}
              </p>
            )}
          </HomeSection>
          {recents.length > 0 && (
            <HomeSection id="recent-used-h" title={t('home.recentlyUsed')}>
              <ToolGrid items={recents} testId="recently-used" />
            </HomeSection>
          )}
          <HomeSection id="pop-h" title={t('home.popular')}>
            <ToolGrid items={popular} testId="popular" />
          </HomeSection>
          <HomeSection id="upd-h" title={t('home.recent')}>
            <ToolGrid items={updated} testId="recently-updated" />
          </HomeSection>
          <HomeSection id="all-h" title={t('home.allTools')}>
            {allCategories().map((group) => {
              const style = categoryStyle(group.id);
              const Icon = style.icon;
              return (
                <div key={group.id} className="home-category" data-testid="home-category" data-category={group.id}>
                  <h3>
                    <Icon size={18} color={style.color} aria-hidden /> {categoryName(group.id)}
                  </h3>
                  {group.tools.length ? <ToolGrid items={group.tools} /> : <p className="muted empty">{t('home.emptyCategory')}</p>}
                </div>
              );
            })}
          </HomeSection>
        </>
      )}
    </div>
  );
}
