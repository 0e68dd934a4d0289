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
  // A signed-in visit of a shell route: fetch the admin half beside the entry instead of after
  // it (the build lists its chunks in <meta name="admin-preload">, scripts/vite/adminPreload.ts).
  try {
    var meta = document.querySelector('meta[name="admin-preload"]');
    var plan = meta ? JSON.parse(meta.getAttribute('content') || '{}') : null;
    var session = JSON.parse(localStorage.getItem('authToken') || 'null');
    if (plan && session && session.token && plan.publicRoutes.indexOf(location.pathname) < 0) {
      // The first screen's chunks first: they draw the rows while the admin half loads.
      var firstScreen = plan.firstScreen && plan.firstScreen.paths.indexOf(location.pathname) >= 0 ? plan.firstScreen : null;
      (firstScreen ? firstScreen.styles : []).forEach(function (href) {
        var style = document.createElement('link');
        style.rel = 'preload';
        style.as = 'style';
        style.href = href;
        document.head.appendChild(style);
      });
      (firstScreen ? firstScreen.chunks : []).concat(plan.chunks).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      });
    }
  } catch {
    /* no plan or no storage: the entry loads the admin half itself */
  }
})();
