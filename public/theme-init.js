// Runs before the first paint (an external file: the CSP allows no inline script): the theme, whether the
// prerendered page is the one to show, and the prerendered drop zone until the app takes over.
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

// Until the app has taken over a prerendered drop zone (it then sets data-live on it), files given to it
// wait in window.__localkitEarlyFiles: "Choose files" opens the picker (the picked files stay on the
// input), and a drop or a paste is kept instead of opening the file in the tab.
(function () {
  var early = (window.__localkitEarlyFiles = []);
  function waitingZone() {
    var zone = document.querySelector('[data-testid="dropzone"]');
    return zone && !zone.hasAttribute('data-live') ? zone : null;
  }
  function keep(event, files) {
    var zone = waitingZone();
    if (!zone || !files || !files.length) return;
    event.preventDefault();
    for (var i = 0; i < files.length; i++) early.push(files[i]);
    zone.setAttribute('data-early-files', String(early.length));
  }
  document.addEventListener('click', function (event) {
    var zone = waitingZone();
    var input = zone && zone.querySelector('input[type="file"]');
    if (input && zone.contains(event.target) && event.target !== input) input.click();
  });
  document.addEventListener('dragover', function (event) {
    if (waitingZone()) event.preventDefault();
  });
  document.addEventListener('drop', function (event) {
    keep(event, event.dataTransfer && event.dataTransfer.files);
  });
  document.addEventListener('paste', function (event) {
    keep(event, event.clipboardData && event.clipboardData.files);
  });
})();
