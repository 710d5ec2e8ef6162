import { describe, expect, it } from 'vitest';
import { type ActionState, runAction } from './use-action.ts';

/** The hook's state without React: updates apply at once, and every state is kept in order. */
function harness() {
  const guard = { current: false };
  let state: ActionState = { isBusy: false, error: null };
  const seen: ActionState[] = [];
  const setState = (update: (previous: ActionState) => ActionState) => {
    state = update(state);
    seen.push(state);
  };
  return { guard, setState, seen, current: () => state };
}

/** A promise with its resolve and reject in hand, to hold an action mid-way. */
function deferred() {
  let resolve!: () => void;
  let reject!: (failure: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('runAction', () => {
  it('is busy while the action runs and idle after', async () => {
    const { guard, setState, current } = harness();
    const step = deferred();
    const running = runAction(guard, setState, () => step.promise);
    expect(current()).toEqual({ isBusy: true, error: null });
    step.resolve();
    await expect(running).resolves.toBe('done');
    expect(current()).toEqual({ isBusy: false, error: null });
  });

  it('ignores a second press while the first is under way', async () => {
    const { guard, setState } = harness();
    const step = deferred();
    let calls = 0;
    const action = () => {
      calls += 1;
      return step.promise;
    };
    const first = runAction(guard, setState, action);
    await expect(runAction(guard, setState, action)).resolves.toBe('ignored');
    step.resolve();
    await first;
    expect(calls).toBe(1);
    await runAction(guard, setState, action);
    expect(calls).toBe(2);
  });

  it('turns a failure into the words the caller chose, and clears them on the next run', async () => {
    const { guard, setState, current } = harness();
    const failed = await runAction(
      guard,
      setState,
      () => Promise.reject(new Error('HTTP 503')),
      () => 'We could not send it just now.',
    );
    expect(failed).toBe('failed');
    expect(current()).toEqual({ isBusy: false, error: 'We could not send it just now.' });
    const step = deferred();
    const again = runAction(guard, setState, () => step.promise, String);
    expect(current()).toEqual({ isBusy: true, error: null });
    step.resolve();
    await again;
  });

  it('lets a failure through to the caller when nobody describes it, and is free again after', async () => {
    const { guard, setState, current } = harness();
    await expect(runAction(guard, setState, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(current()).toEqual({ isBusy: false, error: null });
    expect(guard.current).toBe(false);
  });
});
