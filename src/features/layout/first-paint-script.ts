import { createHash } from 'node:crypto';
import { BANNER_FOCUS_SCRIPT } from '@/features/consent/banner-focus-script';
import { SEARCH_PAGE_SCRIPT } from '@/features/search/search-page-script';
import { HEADER_SCRIPT } from './header-script';

/**
 * What the built header, the cookie banner and the search page need of a script before the page's own scripts,
 * which on a slow phone run seconds after the first paint (docs/decisions/0024-scripts-after-load.md): one small
 * file, requested by every page's head with `async` (`_document`). Not inline like the cookie banner's script, which must run before the
 * first paint: these only answer the visitor's keys and clicks, and inline they cost every page about 240 bytes
 * (brotli), which pushed the longest posts past the first round trip. Named by its content, so it is cached for good
 * (IMMUTABLE_FOLDERS) and a change is a new name; the build writes it (src/build/build.ts); the CSP's 'self'
 * allows it. See docs/decisions/0044-barriers-of-the-accessibility-walk.md.
 */
export const FIRST_PAINT_SCRIPT = HEADER_SCRIPT + BANNER_FOCUS_SCRIPT + SEARCH_PAGE_SCRIPT;

/** The folder of the file below the site's root: its files are named by their content. */
export const FIRST_PAINT_FOLDER = '/first-paint/';

/** The file's site path. */
export const FIRST_PAINT_SCRIPT_PATH = `${FIRST_PAINT_FOLDER}${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('hex').slice(0, 12)}.js`;
