/** How the project's scripts run the pinned wrangler: from node_modules, offline (nothing it does needs the network). */
import path from 'node:path';

export const WRANGLER = path.join('node_modules', '.bin', 'wrangler');

/** Wrangler's switches for a run that calls nothing on the network. */
export const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is where wrangler asks the registry for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};
