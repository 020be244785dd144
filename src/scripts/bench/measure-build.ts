import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { BuildResult } from './table';

/** Parent pid from the text of /proc/<pid>/stat (the command name in parentheses may hold spaces). */
export function parentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Resident set size in bytes from the text of /proc/<pid>/status (0 for a zombie, which has none). */
export function residentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** `root` and every process below it, from a child -> parent map. */
export function processTree(parents: ReadonlyMap<number, number>, root: number): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** Summed RSS of a process and all its descendants, read from /proc now. */
export function treeResidentBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentPid(stat));
  }
  return processTree(parents, root).reduce((sum, pid) => sum + residentBytes(readProc(`/proc/${pid}/status`) ?? ''), 0);
}

/** What the build logs about its content: posts read and the CMS requests it made in total. */
export function parseBuildLog(log: string): { posts: number | null; cms: BuildResult['cms'] } {
  const posts = /Blog content: (\d+) posts in (\d+) languages/.exec(log);
  const total = /Blog content: (\d+) GraphQL requests \+ (\d+) asset downloads in total/.exec(log);
  return {
    posts: posts ? Number(posts[1]) / Number(posts[2]) : null,
    cms: total ? { graphql: Number(total[1]), assets: Number(total[2]) } : null,
  };
}

export async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const SAMPLE_EVERY_MS = 200;

/**
 * Runs `npm run build`'s script (tsx src/scripts/build.ts, without npm's own process) with extra environment,
 * echoing its output to stderr, and measures wall time, peak RSS of its process tree and the pages it wrote.
 */
export async function measureBuild(label: string, env: Record<string, string>, outDir: string): Promise<BuildResult> {
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/scripts/build.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const echo = (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeResidentBytes(child.pid));
  }, SAMPLE_EVERY_MS);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`${label}: the build exited with ${code}`);
  } finally {
    clearInterval(sampler);
  }
  const wallMs = Date.now() - started;
  const { posts, cms } = parseBuildLog(log);
  return { label, postsPerLanguage: posts, htmlPages: await countHtmlFiles(outDir), wallMs, peakRssBytes, cms };
}
