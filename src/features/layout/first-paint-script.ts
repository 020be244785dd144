import { BANNER_SCRIPT } from '@/features/consent/banner-script';
import { SEARCH_PAGE_SCRIPT } from '@/features/search/search-page-script';
import { HEADER_SCRIPT } from './header-script';

/**
 * The page head's one inline script, in every page (`_document`): the cookie banner's, the header's and the search
 * page's, which the built page needs before its scripts arrive. One text, so one `<script>` and one hash in the CSP
 * (src/server/host-rules.ts); both parts only listen on the document and mark `<html>`.
 * See docs/decisions/0033-cookie-banner-in-the-built-page.md and 0044-barriers-of-the-accessibility-walk.md.
 */
export const FIRST_PAINT_SCRIPT = BANNER_SCRIPT + HEADER_SCRIPT + SEARCH_PAGE_SCRIPT;
