// Runs before the first paint (an external file: the CSP allows no inline script).
(function () {
  var root = document.documentElement;
  function stored(area, key) {
    try {
      return window[area].getItem(key);
    } catch (e) {
      return null;
    }
  }

  // The saved theme.
  var t = stored('localStorage', 'vite-ui-theme');
  var dark = t === 'dark' || (t !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Until the app is ready (App.tsx removes it): see html.starting in styles.css.
  root.classList.add('starting');

  // The build prerenders one page, in English, into #root (its path is in the meta tag below). Show it
  // only when this visit is for that very page in English; otherwise it stays hidden until the app draws.
  // The language check follows src/i18n/detectLanguage.ts: the first place that names one wins.
  var meta = document.querySelector('meta[name="localkit-prerendered"]');
  var cookie = /(?:^|;\s*)i18next=([^;]+)/.exec(document.cookie);
  var language =
    new URLSearchParams(location.search).get('lng') ||
    (cookie && cookie[1]) ||
    stored('localStorage', 'i18nextLng') ||
    stored('sessionStorage', 'i18nextLng') ||
    (navigator.languages && navigator.languages[0]) ||
    navigator.language ||
    'en';
  // (With a query, a tool's options may differ from the defaults it was prerendered with.)
  if (meta && meta.content === location.pathname && !location.search && /^en\b/i.test(language))
    root.setAttribute('data-show-prerendered', '');
})();
