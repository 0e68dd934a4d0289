// Runs before the app's bundle: picks the theme (stored choice, else the system's) and the
// page language, so the first paint already has the right colours and lang attribute.
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('RaStore.theme') || 'null');
    var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    var root = document.documentElement;
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    root.style.backgroundColor = dark ? '#121212' : '#f5f6fa';
    var locale = JSON.parse(localStorage.getItem('RaStore.locale') || '"en"');
    root.setAttribute('lang', locale === 'hi' ? 'hi' : 'en');
  } catch {
    /* storage unavailable: defaults apply */
  }
})();
