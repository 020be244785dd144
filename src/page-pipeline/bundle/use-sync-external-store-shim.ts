/**
 * The browser bundle's `use-sync-external-store/shim` (react-i18next's `useTranslation` imports it): React's own
 * hook. The shim is a fallback for React before 18 and hands out React's hook when React has one, which React 19
 * always does, so the fallback never ran; it was 0.3 KiB (gzip) of every page's scripts.
 */
export { useSyncExternalStore } from 'react';
