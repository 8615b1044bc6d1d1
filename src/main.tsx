import './app/styles.css';

// The app starts after the first paint: index.html already holds the page, prerendered by the build
// (see src/prerender.tsx), and evaluating the app's JavaScript first would hold that paint back.
const start = () => void import('./startApp');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
