// Runs before the first paint (a blocking script of index.html's head; the content security policy allows no
// inline script). index.html holds the public home page prerendered at build time in French (#root) and Arabic
// (#root-ar) (decision 105); this says which one shows, the same way src/main.tsx decides: the home page, no
// session, the stored language. Anything else (a deep link, a signed-in user) hides both until the app renders.
(function () {
  var html = document.documentElement;
  var mode = location.pathname === '/' ? 'fr' : 'none';
  try {
    var settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    var language = settings.language === 'ar' ? 'ar' : 'fr';
    if (language === 'ar') {
      html.lang = 'ar';
      html.dir = 'rtl';
    }
    if (mode !== 'none') mode = localStorage.getItem('accessToken') === null ? language : 'none';
  } catch (e) {
    // Storage disabled: no session and the default language, as the app reads it.
  }
  html.setAttribute('data-prerender', mode);
})();
