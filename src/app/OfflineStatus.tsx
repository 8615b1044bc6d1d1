import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudCheck, CloudDownload, CloudOff } from 'lucide-react';
import { offlineState, prepareToolOffline, subscribeOffline } from '../pwa/toolOffline';

const ICONS = { preparing: CloudDownload, ready: CloudCheck, failed: CloudOff };

/**
 * Under a tool's name: whether the tool is getting ready to work offline, or is ready. Its line is
 * always there (empty until there is something to say, and empty without a service worker), so
 * nothing moves when it fills.
 */
export function OfflineStatus({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(
    subscribeOffline,
    () => offlineState(toolId),
    () => undefined,
  );
  useEffect(() => prepareToolOffline(toolId), [toolId]);
  const Icon = state && ICONS[state];
  return (
    <p className="tool-offline muted" role="status" data-testid="offline-status" data-state={state ?? 'none'}>
      {Icon && (
        <>
          <Icon size={13} aria-hidden /> {t(`offline.tool.${state}`)}
        </>
      )}
    </p>
  );
}
