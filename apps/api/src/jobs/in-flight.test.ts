import { describe, expect, it } from 'vitest';
import { createInFlight } from './in-flight';

/** A promise the test settles when it wants. */
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('in-flight job handlers', () => {
  it('stop aborts the running handlers and returns only once each has finished', async () => {
    const inFlight = createInFlight();
    const started = gate();
    const step = gate();
    const steps: string[] = [];
    const handler = inFlight.run(async (signal) => {
      started.open();
      await step.opened;
      steps.push(signal.aborted ? 'saw the stop' : 'went on');
      signal.throwIfAborted();
      steps.push('queried after the stop');
    });
    await started.opened;
    expect(inFlight.count()).toBe(1);
    const stopped = inFlight.stop().then(() => steps.push('stopped'));
    // The handler is still in its step: stop has not returned.
    await Promise.resolve();
    expect(steps).toEqual([]);
    step.open();
    await stopped;
    await expect(handler).rejects.toThrow('Kampa is stopping');
    expect(steps).toEqual(['saw the stop', 'stopped']);
    expect(inFlight.count()).toBe(0);
  });

  it('refuses a handler after the stop', async () => {
    const inFlight = createInFlight();
    await inFlight.stop();
    let ran = false;
    await expect(
      inFlight.run(async () => {
        ran = true;
      }),
    ).rejects.toThrow('Kampa is stopping');
    expect(ran).toBe(false);
  });
});
