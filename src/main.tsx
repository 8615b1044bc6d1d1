import './app/styles.css';

// The app starts after the first paint: index.html already holds the page, prerendered by the build
// (see src/prerender.tsx), and evaluating the app's JavaScript first would hold that paint back.
// (Splitting that evaluation into several dynamic imports shortened the longest start-up task, but each
// chunk boundary cost ~0.5 kB and took the home page over its 150 kB budget.)
const start = () => void import('./startApp');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
