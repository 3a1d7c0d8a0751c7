/**
 * Ends the current task and goes on in a new one: the boot's steps (store, the locale's data, first
 * render) each run as a task of their own instead of one long task after the catalog arrives, so a
 * tap on the already painted page is handled between two of them. `scheduler.yield()` where the
 * browser has it (its continuation runs ahead of other queued tasks), a zero-delay timer elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

function isYieldingScheduler(value: unknown): value is YieldingScheduler {
  return (
    typeof value === 'object' &&
    value !== null &&
    'yield' in value &&
    typeof value.yield === 'function'
  );
}

export function nextTask(scope: object = globalThis): Promise<void> {
  const scheduler: unknown = Reflect.get(scope, 'scheduler');
  if (isYieldingScheduler(scheduler)) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
