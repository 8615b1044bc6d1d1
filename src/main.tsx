import './app/styles.css';

// The app starts after the first paint: index.html already holds the page, prerendered by the build
// (see src/prerender.tsx), and evaluating the app's JavaScript first would hold that paint back.
// Its modules are evaluated in four steps, each in a task of its own, so none blocks input for long
// (Lighthouse's total blocking time): the strings, zod, the tool registry (the manifests), the app.
const start = async () => {
  await import('./i18n');
  await import('../schemas/ToolManifest'); // zod and its first schemas (not `import('zod')`: all of zod)
  await import('./registry');
  await import('./startApp');
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else void start();
