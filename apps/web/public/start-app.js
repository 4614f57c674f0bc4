/* global document, requestAnimationFrame -- a classic script in the browser, outside the app bundle */
// Starts the app's code on a page the build rendered (scripts/prerender.mjs puts this script in
// place of the module script, and names the page's chunks as modulepreload links, which the browser
// fetches meanwhile), once the page has painted: the first paint waits for the HTML alone, and the
// page's links work meanwhile. The page then hydrates. The timeout covers tabs opened in the
// background, where frames do not run.
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.dataset.entry;
    document.head.append(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
