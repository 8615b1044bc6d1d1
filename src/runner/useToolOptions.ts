import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { optionsFromQuery, optionsToQuery } from '../../schemas/presetUrl';
import { toast } from '../toast/toastStore';

/** The options marked `safety` in the manifest: a link cannot change them. */
const safetyKeys = (tool: ToolManifest) => Object.keys(tool.optionsUi).filter((key) => tool.optionsUi[key].safety);

/** Each tool's last query in this tab: coming back by a link without one (the sidebar) finds the same options. */
const lastQuery = new Map<string, string>();

/**
 * The tool's options, kept in the page's URL query (a shareable preset link). Parsed by the tool's
 * own schema on load; an invalid value gets a toast and falls back to its default.
 */
export function useToolOptions(tool: ToolManifest) {
  const { t } = useTranslation();
  const urlSearch = useSearch(); // through the router: the build's prerender has no `location`
  // A link without a query (the sidebar) finds this tool's last options of the tab.
  const [restored] = useState(() => (urlSearch ? '' : (lastQuery.get(tool.id) ?? '')));
  // A link may not switch a safety option off; options restored from this tab's own use may.
  const [options, setOptionsState] = useState<Record<string, unknown>>(() => {
    const parsed = optionsFromQuery(tool.options, new URLSearchParams(urlSearch || restored), urlSearch ? safetyKeys(tool) : []);
    return parsed.options as Record<string, unknown>;
  });
  const warned = useRef(false);

  useEffect(() => {
    // Only the options: other flags of the URL (?shared=1) are for this visit alone.
    lastQuery.set(tool.id, optionsToQuery(tool.options, options, new URLSearchParams()).toString());
  }, [tool, options]);

  useEffect(() => {
    if (restored && !location.search) history.replaceState(history.state, '', `${location.pathname}?${restored}${location.hash}`);
  }, [restored]);

  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    if (restored) return;
    const { invalid, refused } = optionsFromQuery(tool.options, new URLSearchParams(location.search), safetyKeys(tool));
    const label = (keys: string[]) => keys.map((k) => t(`options.${k}.label`, { ns: tool.id, defaultValue: k })).join(', ');
    if (invalid.length) toast(t('runner.presetInvalid', { fields: label(invalid) }), 'destructive');
    if (refused.length) toast(t('runner.presetSafety', { fields: label(refused) }), 'destructive', undefined, 15_000);
  }, [tool, t, restored]);

  const setOptions = useCallback(
    (next: Record<string, unknown>) => {
      const parsed = tool.options.safeParse(next);
      if (!parsed.success) return false;
      setOptionsState(parsed.data as Record<string, unknown>);
      const query = optionsToQuery(tool.options, parsed.data, new URLSearchParams(location.search));
      const search = query.toString();
      history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
      return true;
    },
    [tool],
  );

  return { options, setOptions };
}
