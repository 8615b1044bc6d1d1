import './app/styles.css';

// The app starts after the first paint: index.html already holds the page, prerendered by the build
// (see src/prerender.tsx), and evaluating the app's JavaScript first would hold that paint back.
// Its biggest parts are evaluated one by one, each in its own task, so none blocks input for long.
async function start() {
  await import('react-dom/client');
  await import('./i18n');
  await import('zod');
  await import('./registry');
  await import('./app/App');
  await import('./startApp');
}
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else void start();
