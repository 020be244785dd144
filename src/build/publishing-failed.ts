// Run by the deploy workflow's last step when a run fails (.github/workflows/deploy.yml): from the build's editors'
// report (the outcome the build kept beside it), writes the body of the "Publishing failed" issue and e-mails the
// editors (src/build/editors-notice.ts).
// BUILD_OUTCOME is the build step's outcome: `success` means the build went through and a later step failed.
import { writeFile } from 'node:fs/promises';
import { editorsNotice, emailEditors } from './editors-notice';
import { readBuildOutcome } from './editors-report';

async function main() {
  const [reportFile, bodyFile] = process.argv.slice(2);
  if (!reportFile || !bodyFile) throw new Error('usage: tsx src/build/publishing-failed.ts <editors-report.md> <issue-body-file>');
  const runUrl = process.env.RUN_URL ?? '';
  const outcome = await readBuildOutcome({ file: reportFile });
  const notice = editorsNotice({ outcome, uploadFailed: process.env.BUILD_OUTCOME === 'success', runUrl });
  await writeFile(bodyFile, notice.issueBody);
  const email = await emailEditors(notice, runUrl);
  // The issue is opened whatever happens to the e-mail; a lost e-mail is a warning on the run's page.
  console.log(email.sent ? `Editors e-mailed (${email.via})` : `::warning::The editors were not e-mailed: ${email.why}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
