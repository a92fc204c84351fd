/* global window, document, CSS */
/*
 * Browser-support notice (spec §3). Runs before the app, as plain ES5 so that any browser can run it:
 * a browser without what the member site needs gets a readable notice instead of a blank page.
 */
(function () {
  var d = document;
  var w = window;
  var missing =
    !('noModule' in d.createElement('script')) ||
    typeof w.Promise !== 'function' ||
    typeof w.fetch !== 'function' ||
    typeof w.IntersectionObserver !== 'function' ||
    typeof w.structuredClone !== 'function' ||
    typeof Array.prototype.at !== 'function' ||
    typeof Object.fromEntries !== 'function' ||
    !(w.CSS && CSS.supports && CSS.supports('display', 'grid'));
  if (!missing) return;
  w.__browserUnsupported = true;
  var zh = /^zh/i.test(navigator.language || '');
  var title = zh ? '您的浏览器版本过旧' : 'Your browser is out of date';
  var text = zh
    ? '本站需要较新的浏览器。请将 Chrome、Safari、Edge 或 Firefox 更新到最新版本后再访问。'
    : 'This site needs a recent browser. Please update Chrome, Safari, Edge or Firefox to its latest version and visit again.';
  function show() {
    var box = d.createElement('div');
    box.id = 'browser-support-notice';
    box.setAttribute('role', 'alert');
    box.style.cssText =
      'max-width:32rem;margin:15vh auto;padding:2rem;border-radius:1rem;background:#1c1c22;color:#f5f5f5;font:16px/1.6 system-ui,sans-serif;text-align:center';
    var h = d.createElement('h1');
    h.style.cssText = 'font-size:1.25rem;margin:0 0 0.75rem';
    h.appendChild(d.createTextNode(title));
    var p = d.createElement('p');
    p.style.cssText = 'margin:0;opacity:0.8';
    p.appendChild(d.createTextNode(text));
    box.appendChild(h);
    box.appendChild(p);
    // The loading screen in #root would cover the notice: no app will replace it.
    var root = d.getElementById('root');
    if (root) root.innerHTML = '';
    d.body.insertBefore(box, d.body.firstChild);
    d.title = title;
  }
  if (d.body) show();
  else d.addEventListener('DOMContentLoaded', show);
})();
