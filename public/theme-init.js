// Applies the saved theme before the first paint (an external file: the CSP allows no inline script).
(function () {
  var t = null;
  try { t = localStorage.getItem('vite-ui-theme'); } catch (e) {}
  var dark = t === 'dark' || ((t !== 'light') && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
