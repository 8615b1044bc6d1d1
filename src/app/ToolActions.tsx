import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Share2, Star, Terminal } from 'lucide-react';
import type { ToolSummary } from '../../schemas/ToolSummary';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { optionsToCommand } from '../../schemas/presetUrl';
import { noTools, toolLists } from '../storage/toolLists';
import { toast } from '../toast/toastStore';
import { toolName } from './toolText';
import './ToolActions.css';

export function useFavorites(): string[] {
  // The prerender has no storage: it draws no favourites, and a hydrating page shows them right after.
  return useSyncExternalStore(toolLists.subscribe, toolLists.favorites, noTools);
}

export type Translate = TFunction;

export function FavoriteButton({ tool }: { tool: ToolSummary }) {
  const { t } = useTranslation();
  return <FavoriteToggle tool={tool} t={t} />;
}

/** The star itself, for lists that translate once for all their cards. */
export function FavoriteToggle({ tool, t }: { tool: ToolSummary; t: Translate }) {
  const favorites = useFavorites();
  const on = favorites.includes(tool.id);
  const label = on ? t('home.removeFavorite') : t('home.addFavorite');
  const click = async () => {
    const added = await toolLists.toggleFavorite(tool.id);
    toast(t(added ? 'home.favoriteAdded' : 'home.favoriteRemoved', { name: toolName(tool) }));
  };
  return (
    <button
      type="button"
      className={`icon-btn${on ? ' is-favorite' : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={click}
      data-testid="favorite-toggle"
    >
      <Star size={16} aria-hidden fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

/** Copies a link to `path`, or without one to this page as it is now (its options included). */
export function ShareButton({ path }: { path?: string }) {
  const { t } = useTranslation();
  return <ShareLink path={path} t={t} />;
}

/** The share button itself, for lists that translate once for all their cards. */
export function ShareLink({ path, t }: { path?: string; t: Translate }) {
  return <CopyButton what="link" text={() => new URL(path ?? `${location.pathname}${location.search}`, location.origin).href} t={t} />;
}

/** "Copy as command": the `npx localkit` line for the options on screen (see cli/localkit.mjs). */
export function CopyCommandButton({ tool, options }: { tool: ToolManifest; options: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (tool.pageOnly) return null;
  return <CopyButton what="command" text={() => optionsToCommand(tool.id, tool.options, options)} t={t} />;
}

/** What each copy button copies: its label, what it says once copied, its icon. */
const COPIES = {
  link: { label: 'home.share', copied: 'home.linkCopied', Icon: Share2, testId: 'share-link' },
  command: { label: 'home.copyCommand', copied: 'home.commandCopied', Icon: Terminal, testId: 'copy-command' },
} as const;

/** An icon button that copies `text()` to the clipboard and says so. When the browser refuses to copy
 * (no permission, an insecure page, an old browser), the text is shown to copy by hand. */
function CopyButton({ what, text, t }: { what: keyof typeof COPIES; text: () => string; t: Translate }) {
  const [manual, setManual] = useState<string>();
  const { label, copied, Icon, testId } = COPIES[what];
  const copy = async () => {
    const value = text();
    try {
      await navigator.clipboard.writeText(value);
      toast(t(copied));
    } catch {
      setManual(value);
    }
  };
  return (
    <>
      <button type="button" className="icon-btn" aria-label={t(label)} title={t(label)} onClick={() => void copy()} data-testid={testId}>
        <Icon size={16} aria-hidden />
      </button>
      {manual && <CopyByHand url={manual} t={t} onClose={() => setManual(undefined)} what={what} />}
    </>
  );
}

/** A dialog with the link (or command) selected in a field, for the user's own copy (Ctrl+C, or a long press). */
function CopyByHand({ url, t, onClose, what }: { url: string; t: Translate; onClose: () => void; what: 'link' | 'command' }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    field.current?.select();
  }, []);
  return (
    <dialog ref={dialog} className="copy-by-hand" onClose={onClose} aria-labelledby="copy-by-hand-h" data-testid="copy-by-hand">
      <form method="dialog">
        <p id="copy-by-hand-h">{t(what === 'link' ? 'home.copyByHand' : 'home.copyCommandByHand')}</p>
        <input
          ref={field}
          type={what === 'link' ? 'url' : 'text'}
          readOnly
          value={url}
          aria-labelledby="copy-by-hand-h"
          onFocus={(e) => e.currentTarget.select()}
          data-testid="copy-by-hand-link"
        />
        <button type="submit" className="btn">
          {t('home.close')}
        </button>
      </form>
    </dialog>
  );
}
