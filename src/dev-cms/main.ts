// `npm run cms`: the built-in content service alone, for `next dev` or for exploring the API by hand.
import { startContentService } from './service';

async function main() {
  const port = Number(process.env.CMS_PORT ?? 4000);
  const extra = Number(process.env.CMS_EXTRA_POSTS ?? 0);
  const service = await startContentService({
    port,
    token: process.env.CMS_DEV_TOKEN || undefined,
    extraPostsPerLanguage: Number.isInteger(extra) && extra > 0 ? extra : 0,
  });
  console.log(`Content service listening (Ctrl+C to stop)
CMS_ENDPOINT=${service.url}
CMS_TOKEN=${service.token}
CMS_DRAFT_TOKEN=${service.draftToken}   (with CONTENT_STAGE=DRAFT: the preview's drafts)`);
  const stop = () => void service.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
