// The production Worker's entry (wrangler.toml `main`): the static site, the relay, the lead queue's consumer and
// the cron schedule. Wrangler wants a module whose exports are handlers only, so the adapter lives beside the relay.
export { default } from './relay/adapters/cloudflare';
