import i18next from 'i18next';
import { toast } from '../toast/toastStore';
import { onNewVersion } from './updatePolicy';
import { runnerActivity } from '../runner/activity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Registers the service worker. A new version waits until src/pwa/updatePolicy.ts applies it, and
 * updates are checked every 24 h. (Written out here rather than with workbox-window: the few lines
 * it takes keep the home page within its JavaScript budget.)
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return; // some embedders (and blocked test contexts) resolve with nothing
      // A first install has no page to update; only a version that replaces a running one is offered.
      const offerWaiting = () => {
        if (registration.waiting && navigator.serviceWorker.controller) void offer(registration.waiting);
      };
      offerWaiting();
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => next.state === 'installed' && offerWaiting());
      });
      setInterval(() => void registration.update(), DAY_MS);
    },
    () => {
      // No service worker (private mode, unsupported host): the app works online as before.
    },
  );
}

let offered: ServiceWorker | undefined;

async function offer(waiting: ServiceWorker): Promise<void> {
  if (offered === waiting) return;
  offered = waiting;
  const apply = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  onNewVersion(
    await runnerActivity(),
    apply,
    () => toast(i18next.t('pwa.updateReady'), 'default', { label: i18next.t('pwa.reloadNow'), onClick: apply }, 0),
    () => toast(i18next.t('pwa.updateWaiting'), 'default', undefined, 8000),
  );
}
