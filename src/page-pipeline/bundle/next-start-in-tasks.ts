/**
 * Next's browser entry, started in three tasks instead of one (docs/decisions/0059-next-starts-in-three-tasks.md).
 * Next's own entry, `next/dist/client/next.js`, evaluates React DOM's modules and Next's and starts Next in one
 * synchronous run: the longest script task of every page, about half of it React DOM's module alone. The build
 * makes this module the entry instead (`next-start-entry.ts`); each step is a module webpack keeps in the same
 * chunks (`webpackMode: "eager"`: no request of its own), and between steps the browser handles what waits (a
 * tap, a frame). Next's entry runs last and unchanged; the page's scripts that run meanwhile wait in
 * `window.__NEXT_P`, which Next reads when it starts, as it does for scripts that run before it.
 */

const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'next/dist/client/index.js'),
  () => import(/* webpackMode: "eager" */ 'next/dist/client/next.js'),
];

/** Ends the task: `scheduler.yield()` where the browser has it (it resumes before other queued work), else a timer. */
function yieldToBrowser(): Promise<void> {
  // Typed as always there; Safari and older browsers have neither `scheduler` nor its `yield`.
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function startInTasks() {
  for (const [index, step] of STEPS.entries()) {
    if (index > 0) await yieldToBrowser();
    await step();
  }
}

// As Next's entry does with its own start's errors.
startInTasks().catch(console.error);
