import { registerSW } from 'virtual:pwa-register';
import i18next from 'i18next';
import { queue } from '../runner/pool';
import { toast } from '../toast/toastStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Registers the service worker. A new version reloads the page at once when nothing is being
 * processed; otherwise it waits for the work to end and then offers the reload (files being
 * processed are never lost to an update).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (!queue.busy) {
        void updateSW(true);
        return;
      }
      toast(i18next.t('pwa.updateReady'), 'default', undefined, 0);
      queue.whenIdle(() =>
        toast(i18next.t('pwa.updateReady'), 'default', { label: i18next.t('pwa.reloadNow'), onClick: () => void updateSW(true) }, 0),
      );
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), DAY_MS);
    },
  });
}
