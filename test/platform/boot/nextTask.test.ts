import { nextTask } from '../../../src/platform/boot/nextTask';

describe('nextTask', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const scope = { scheduler: { yield: jest.fn(() => Promise.resolve()) } };
    await nextTask(scope);
    expect(scope.scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('goes on in a timer task elsewhere: not before the timers run', async () => {
    jest.useFakeTimers();
    try {
      let resumed = false;
      const step = nextTask({}).then(() => {
        resumed = true;
      });
      // Microtasks alone do not resume it: the rest of the boot is a task of its own.
      await Promise.resolve();
      await Promise.resolve();
      expect(resumed).toBe(false);
      jest.runOnlyPendingTimers();
      await step;
      expect(resumed).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores a scheduler without yield()', async () => {
    jest.useFakeTimers();
    try {
      const step = nextTask({ scheduler: { postTask: jest.fn() } });
      jest.runOnlyPendingTimers();
      await expect(step).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
