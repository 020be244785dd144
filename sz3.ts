import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { BANNER_SCRIPT } from './src/features/consent/banner-script';
import { HEADER_SCRIPT } from './src/features/layout/header-script';
import { SEARCH_PAGE_SCRIPT } from './src/features/search/search-page-script';
const br = (s: string) => brotliCompressSync(Buffer.from(s), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const full = BANNER_SCRIPT + HEADER_SCRIPT + SEARCH_PAGE_SCRIPT;
const variants: Record<string, string> = {
  v1: `(function () {
  document.addEventListener('keydown', function (event) {
    var menu = document.getElementById('mobile-menu');
    if (event.key !== 'Tab' || !menu || !menu.matches(':popover-open')) return;
    var cycle = [document.querySelector('[popovertarget="mobile-menu"]')].concat([].slice.call(menu.querySelectorAll('a[href], button')));
    var index = cycle.indexOf(document.activeElement);
    event.preventDefault();
    cycle[event.shiftKey ? (index > 0 ? index : cycle.length) - 1 : (index + 1) % cycle.length].focus();
  });
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('#language-list a');
    if (link && link.pathname.slice(3) === location.pathname.slice(3)) link.search = location.search, link.hash = location.hash;
  });
})();
`,
  v2: `document.addEventListener('keydown', function (event) {
  var menu = document.getElementById('mobile-menu');
  if (event.key != 'Tab' || !menu.matches(':popover-open')) return;
  var cycle = [].slice.call(document.querySelectorAll('[popovertarget=mobile-menu], #mobile-menu a, #mobile-menu button'));
  var index = cycle.indexOf(document.activeElement);
  event.preventDefault();
  cycle[event.shiftKey ? (index > 0 ? index : cycle.length) - 1 : (index + 1) % cycle.length].focus();
});
document.addEventListener('click', function (event) {
  var link = event.target.closest('#language-list a');
  if (link && link.pathname.slice(3) == location.pathname.slice(3)) link.search = location.search, link.hash = location.hash;
});
`,
};
for (const file of ['es/blog/ahorro-sistematico-constancia', 'it/blog/assicurazione-sanitaria-integrativa', 'pt/blog/amortizar-credito-habitacao-antecipadamente']) {
  const page = readFileSync(`out/${file}.html`, 'utf8');
  const base = br(page.replace(full, BANNER_SCRIPT));
  console.log(file, 'banner only', base, 'current', br(page) - base, ...Object.entries(variants).map(([k, v]) => `${k} +${br(page.replace(full, BANNER_SCRIPT + v)) - base}`));
}
