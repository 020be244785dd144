// `npm run fonts`: writes the cut Inter files (src/styles/fonts) from the installed @fontsource-variable/inter.
// Run it after updating that package; the unit test in src/build/fonts/inter.test.ts fails until then.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cutInter, INTER_SUBSETS, interFile } from './fonts/inter';

async function main() {
  for (const subset of INTER_SUBSETS) {
    const bytes = await cutInter(subset);
    await writeFile(interFile(subset), bytes);
    console.log(`${path.relative(process.cwd(), interFile(subset))}: ${bytes.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
