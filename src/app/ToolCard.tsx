import { Suspense } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ToolSummary } from '../../schemas/ToolSummary';
import { categoryStyle } from '../registry/categories';
import { toolDescription, toolName } from './toolText';
import { TOOL_NAMES_NS } from '../i18n';
import { FavoriteToggle, ShareLink, type Translate } from './ToolActions';
import './ToolCard.css';

export function ToolCard({ tool, t }: { tool: ToolSummary; t: Translate }) {
  const Icon = tool.icon;
  const color = categoryStyle(tool.category).color;
  return (
    <article className="tool-card" data-testid="tool-card" data-tool={tool.id}>
      <Link href={tool.path} className="tool-card-link">
        <span className="tool-card-icon" style={{ color, background: `${color}1a` }}>
          <Icon width={22} height={22} aria-hidden />
        </span>
        <span className="tool-card-text">
          <strong>{toolName(tool)}</strong>
          <span>{toolDescription(tool)}</span>
        </span>
      </Link>
      <div className="tool-card-actions">
        <FavoriteToggle tool={tool} t={t} />
        <ShareLink path={tool.path} t={t} />
      </div>
    </article>
  );
}

export function ToolGrid({ items, testId }: { items: ToolSummary[]; testId?: string }) {
  // Hooks for the whole grid, not per card: they re-render every card when the language (and so the
  // names) change. (Three hooks per card were most of the home page's hydration time.)
  const { t } = useTranslation();
  useTranslation(TOOL_NAMES_NS);
  // Each grid of a prerendered page hydrates in a task of its own (a Suspense boundary, see App.tsx).
  return (
    <Suspense>
      <div className="tool-grid" data-testid={testId}>
        {items.map((tool) => (
          <ToolCard key={tool.id} tool={tool} t={t} />
        ))}
      </div>
    </Suspense>
  );
}
