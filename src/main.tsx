import './app/styles.css';

// The app starts after the first paint: index.html already holds the page, prerendered by the build
// (see src/prerender.tsx), and evaluating the app's JavaScript first would hold that paint back.
// The strings and the app are evaluated in tasks of their own, so neither blocks input for long.
const start = async () => {
  await import('./i18n');
  await import('./startApp');
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else void start();
