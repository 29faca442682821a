// Runs before the first paint (a blocking script of index.html's head; the content security policy allows no
// inline script). index.html holds the public home page prerendered at build time in French (#root) and Arabic
// (#root-ar) (decision 105); this says which one shows, the same way src/main.tsx decides: the home page, no
// session, the stored language. Anything else (a deep link, a signed-in user) hides both until the app renders.
//
// When the app starts (mode none), it also fetches the app's start and the language's catalogue now, in parallel
// with the parsing of the page, rather than once the entry has run (issue 22, decision 120). The build writes their
// addresses between the two markers below (scripts/boot-preloads.mjs); in development the lists stay empty.
(function () {
  var html = document.documentElement;
  var mode = location.pathname === '/' ? 'fr' : 'none';
  var language = 'fr';
  try {
    var settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    language = settings.language === 'ar' ? 'ar' : 'fr';
    if (language === 'ar') {
      html.lang = 'ar';
      html.dir = 'rtl';
    }
    if (mode !== 'none') mode = localStorage.getItem('accessToken') === null ? language : 'none';
  } catch (e) {
    // Storage disabled: no session and the default language, as the app reads it.
  }
  html.setAttribute('data-prerender', mode);
  if (mode !== 'none') return;
  var modules = /* preloads */ { app: [], fr: [], ar: [] } /* end of preloads */;
  var files = modules.app.concat(modules[language]);
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();
