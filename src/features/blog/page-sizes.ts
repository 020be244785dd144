/** Cards per page of the blog list (pre-rendered page 1, the rest as build-time JSON). */
export const BLOG_PAGE_SIZE = 6;
/** Cards per page of a category screen: page 1 in the HTML, each 'show more' appends the next. */
export const CATEGORY_PAGE_SIZE = 8;
