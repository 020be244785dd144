import { stat } from 'node:fs/promises';
import path from 'node:path';
import { generateDocuments } from './index';

/** Manual run: `tsx src/documents/cli.ts public` writes public/docs/** and lists the files. */
async function main(): Promise<void> {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  const written = await generateDocuments(publicDir);
  for (const file of written) {
    const { size } = await stat(path.join(publicDir, file));
    console.log(`${file}  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${written.length} documents written to ${path.join(publicDir, 'docs')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
