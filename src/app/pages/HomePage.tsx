import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { groupByCategory, toolById, tools, type CategoryGroup } from '../../registry';
import { KNOWN_CATEGORIES } from '../../../schemas/Category';
import { categoryStyle } from '../../registry/categories';
import { noTools, toolLists } from '../../storage/toolLists';
import { ToolGrid } from '../ToolCard';
import { useFavorites } from '../ToolActions';
import { useDocumentTitle } from '../useDocumentTitle';
import { categoryName, matchesQuery } from '../toolText';
import type { ToolSummary } from '../../../schemas/ToolSummary';
import { compareText } from '../../compareText';

const RECENT_COUNT = 6;

/** Every known category (an empty one says so), then any other category a plugin brought. */
function allCategories(): CategoryGroup[] {
  const groups = groupByCategory();
  const known = KNOWN_CATEGORIES.map((id) => groups.find((g) => g.id === id) ?? { id, tools: [] });
  return [...known, ...groups.filter((g) => !(KNOWN_CATEGORIES as readonly string[]).includes(g.id))];
}
const byIds = (ids: string[]) => ids.map(toolById).filter((t): t is ToolSummary => Boolean(t));

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
        <label className="search-box hero-search">
          <Search size={18} aria-hidden />
          <input
            type="search"
            value={query}
            placeholder={t('sidebar.search')}
            aria-label={t('sidebar.searchLabel')}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="home-search"
          />
        </label>
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
          <section aria-labelledby="fav-h">
            <h2 id="fav-h">{t('home.favorites')}</h2>
            {favorites.length ? (
              <ToolGrid items={favorites} testId="favorites" />
            ) : (
              <p className="muted empty" data-testid="favorites-empty">
                {t('home.noFavorites')}
              </p>
            )}
          </section>
          {recents.length > 0 && (
            <section aria-labelledby="recent-used-h">
              <h2 id="recent-used-h">{t('home.recentlyUsed')}</h2>
              <ToolGrid items={recents} testId="recently-used" />
            </section>
          )}
          <section aria-labelledby="pop-h">
            <h2 id="pop-h">{t('home.popular')}</h2>
            <ToolGrid items={popular} testId="popular" />
          </section>
          <section aria-labelledby="upd-h">
            <h2 id="upd-h">{t('home.recent')}</h2>
            <ToolGrid items={updated} testId="recently-updated" />
          </section>
          <section aria-labelledby="all-h">
            <h2 id="all-h">{t('home.allTools')}</h2>
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
          </section>
        </>
      )}
    </div>
  );
}
