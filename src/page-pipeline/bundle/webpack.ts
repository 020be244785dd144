import path from 'node:path';
import { NextStartStaysInItsChunks, startNextInTasks } from './next-start-entry';
import { giveShortClassNames } from './short-class-names';

/**
 * In the browser, `i18next` is the reader of the page's own translations (decision 0025): i18next itself renders
 * every page at build time and is 15 KiB (gzip) of every page's scripts. Next runs from the project's folder.
 */
const BROWSER_I18NEXT = path.resolve('src/page-pipeline/bundle/browser-i18next.ts');
/** React's own `useSyncExternalStore` in place of the shim react-i18next imports (see the module). */
const SYNC_EXTERNAL_STORE_SHIM = path.resolve('src/page-pipeline/bundle/use-sync-external-store-shim.ts');

type WebpackConfig = { resolve: { alias: Record<string, string> }; module?: { rules?: unknown[] }; plugins?: unknown[]; entry?: unknown };
type WebpackContext = { isServer: boolean; dev: boolean; webpack: { DefinePlugin: new (definitions: Record<string, string>) => unknown } };

/**
 * What the page pipeline changes in Next's webpack configuration, for `next build` and `next dev` alike (both run
 * webpack, decision 0007): the browser bundle gets the small `i18next`, React's own
 * `useSyncExternalStore` for its shim, and `process.env.BROWSER_BUNDLE`, so a
 * static part's content written `{process.env.BROWSER_BUNDLE ? null : <Content />}` is cut from it (Static.tsx);
 * the build, not `next dev`, gives CSS Modules five-character class names (decision 0037) and starts Next in three
 * tasks (`next-start-entry.ts`, decision 0059). A Next whose CSS loader or browser entry is not where this looks
 * stops the build.
 */
export function pagePipelineWebpack(config: WebpackConfig, { isServer, dev, webpack }: WebpackContext): WebpackConfig {
  if (!isServer) {
    config.resolve.alias['i18next$'] = BROWSER_I18NEXT;
    config.resolve.alias['use-sync-external-store/shim$'] = SYNC_EXTERNAL_STORE_SHIM;
    config.plugins = [...(config.plugins ?? []), new webpack.DefinePlugin({ 'process.env.BROWSER_BUNDLE': JSON.stringify('1') })];
  }
  if (!isServer && !dev) {
    startNextInTasks(config);
    config.plugins = [...(config.plugins ?? []), new NextStartStaysInItsChunks()];
  }
  if (!dev && giveShortClassNames(config) === 0) throw new Error('No CSS Modules loader found to give short class names');
  return config;
}
