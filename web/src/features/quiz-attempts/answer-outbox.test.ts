import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerOutbox, type SendResult } from './answer-outbox';
import { retryDelayMs } from './transient-error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

/** A send function whose calls resolve or fail when the test says so. */
function controlledSend() {
  const calls: {
    id: string;
    answer: string;
    resolve: (r: SendResult) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send = (id: string, answer: string) =>
    new Promise<SendResult>((resolve, reject) => {
      calls.push({ id, answer, resolve, reject });
    });
  return { calls, send };
}

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 15 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('AnswerOutbox', () => {
  it('sends nothing while paused and everything on resume', () => {
    const { calls, send } = controlledSend();
    const outbox = new AnswerOutbox<string>({ send, initial: [['q1', 'kept']] });
    outbox.put('q2', 'new');
    expect(calls).toHaveLength(0);
    outbox.resume();
    expect(calls.map((c) => [c.id, c.answer])).toEqual([
      ['q1', 'kept'],
      ['q2', 'new'],
    ]);
  });

  it('keeps a newer answer given while the older one was in flight, and sends it next', async () => {
    const { calls, send } = controlledSend();
    const outbox = new AnswerOutbox<string>({ send });
    outbox.resume();
    outbox.put('q1', 'first');
    outbox.put('q1', 'second');
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('confirmed');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.answer)).toEqual(['first', 'second']);
    expect(outbox.getSnapshot()).toEqual({ status: 'saving', pendingIds: ['q1'] });
    calls[1]!.resolve('confirmed');
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getSnapshot()).toEqual({ status: 'saved', pendingIds: [] });
  });

  it('debounces typing and retries failures with growing delays until it succeeds', async () => {
    const { calls, send } = controlledSend();
    const outbox = new AnswerOutbox<string>({ send });
    outbox.resume();
    outbox.put('q3', 'ea', { debounce: true });
    outbox.put('q3', 'east', { debounce: true });
    await vi.advanceTimersByTimeAsync(599);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.answer)).toEqual(['east']);

    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getSnapshot().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('confirmed');
    await expect(outbox.whenSettled()).resolves.toBeUndefined();
    expect(outbox.getSnapshot().status).toBe('saved');
  });

  it('drops an answer the gateway refuses for good instead of retrying forever', async () => {
    const { calls, send } = controlledSend();
    const outbox = new AnswerOutbox<string>({ send });
    outbox.resume();
    outbox.put('q1', 'x');
    calls[0]!.reject(
      new CombinedGraphQLErrors({ errors: [{ message: 'No attempt', extensions: { code: 'NOT_FOUND' } }] }),
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    expect(outbox.getSnapshot().pendingIds).toEqual([]);
  });

  it('stops retrying when paused and keeps the answer', async () => {
    const { calls, send } = controlledSend();
    const outbox = new AnswerOutbox<string>({ send });
    outbox.resume();
    outbox.put('q1', 'x');
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    outbox.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(outbox.getSnapshot().pendingIds).toEqual(['q1']);
  });
});
