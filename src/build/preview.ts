// `npm run preview`: the preview site, built from the CMS's DRAFT stage into out-preview/ and served like `npm start`
// (same server, relay and port). With nothing configured it reads the built-in content service's drafts.
import { spawnSync } from 'node:child_process';
import { PREVIEW_OUT_DIR } from '@/lib/site/output';

const env = { ...process.env, CONTENT_STAGE: 'DRAFT' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const built = spawnSync(npm, ['run', 'build'], { stdio: 'inherit', env });
if (built.status !== 0) process.exit(built.status ?? 1);
const served = spawnSync(npm, ['run', 'serve'], { stdio: 'inherit', env: { ...env, SITE_DIR: PREVIEW_OUT_DIR } });
process.exit(served.status ?? 1);
