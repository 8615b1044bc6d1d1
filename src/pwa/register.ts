import { registerSW } from 'virtual:pwa-register';
import i18next from 'i18next';
import { queue } from '../runner/pool';
import { toast } from '../toast/toastStore';
import { onNewVersion } from './updatePolicy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registers the service worker; updates follow src/pwa/updatePolicy.ts and are checked every 24 h. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      onNewVersion(
        queue,
        () => void updateSW(true),
        () => toast(i18next.t('pwa.updateReady'), 'default', { label: i18next.t('pwa.reloadNow'), onClick: () => void updateSW(true) }, 0),
        () => toast(i18next.t('pwa.updateWaiting'), 'default', undefined, 8000),
      );
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), DAY_MS);
    },
  });
}
