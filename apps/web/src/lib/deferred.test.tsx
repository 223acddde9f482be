// Promises React's use() reads (lib/deferred.ts): settled ones are read synchronously, a failed
// load reaches the error boundary that offers the retry (it used to leave use() suspended for
// ever, or load again in a loop), and only the retry loads again.
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredModule, retryFailedLoads, track, trackForgetting } from './deferred';

class Boundary extends Component<{ children: ReactNode }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Reader({ load }: { load: () => Promise<string> }) {
  return <p>read: {use(load())}</p>;
}

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracked promises', () => {
  it('writes the value or the reason on the promise as it settles', async () => {
    const done = track(Promise.resolve(7));
    expect(done.status).toBe('pending');
    await done;
    expect(done).toMatchObject({ status: 'fulfilled', value: 7 });
    const failure = new Error('offline');
    const failed = track(Promise.reject(failure));
    await failed.catch(() => undefined);
    expect(failed).toMatchObject({ status: 'rejected', reason: failure });
  });

  it('forgets a failed promise on a retry only, and never a good one', async () => {
    let forgotten = 0;
    const failed = trackForgetting(Promise.reject(new Error('offline')), () => (forgotten += 1));
    await expect(failed).rejects.toThrow('offline');
    expect(failed.status).toBe('rejected');
    expect(forgotten).toBe(0);
    const good = trackForgetting(Promise.resolve('ok'), () => (forgotten += 1));
    await good;
    expect(good.value).toBe('ok');
    retryFailedLoads();
    expect(forgotten).toBe(1);
    retryFailedLoads();
    expect(forgotten).toBe(1);
  });

  it('shows a failed module load to the error boundary, and loads anew after a retry', async () => {
    let calls = 0;
    const module = deferredModule(async () => {
      calls += 1;
      await later();
      if (calls === 1) throw new Error('chunk missing');
      return 'the page';
    });
    const page = () => (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Reader load={module.load} />
        </Suspense>
      </Boundary>
    );
    // React retries a suspended render inside act() in tests
    let first!: ReturnType<typeof render>;
    await act(async () => {
      first = render(page());
    });
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
    first.unmount();
    // until the retry, every render reads the same failure: no loop of loads
    await act(async () => {
      render(page()).unmount();
    });
    expect(calls).toBe(1);
    retryFailedLoads();
    await act(async () => {
      render(page());
    });
    expect(await screen.findByText('read: the page')).toBeTruthy();
    expect(calls).toBe(2);
    // loaded once: the same promise, read synchronously
    expect(module.load()).toBe(module.load());
  });
});
