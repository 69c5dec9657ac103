import { isTransientError, retryDelayMs } from './transient-error';

/** What the gateway made of one save: stored, or refused for good (retrying would not help). */
export type SendResult = 'confirmed' | 'rejected';

/** idle: nothing sent yet; saving: answers on their way; saved: all confirmed; offline: waiting to retry. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline';

export interface OutboxSnapshot {
  status: SaveStatus;
  /** Questions whose latest answer the gateway has not confirmed yet. */
  pendingIds: readonly string[];
}

export interface AnswerOutboxOptions<A> {
  send: (questionId: string, answer: A) => Promise<SendResult>;
  /** Answers left unconfirmed by an earlier visit; they are sent as soon as the outbox resumes. */
  initial?: ReadonlyArray<readonly [string, A]>;
  debounceMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

interface Entry<A> {
  answer: A;
  version: number;
}

/**
 * Delivers answers to the gateway so that none is lost: the latest answer per question is kept until the gateway
 * confirms that very version; failures are retried with backoff while the child keeps answering. Starts paused:
 * the owning component resumes it when mounted and pauses it when unmounted (StrictMode-safe, since a paused
 * outbox keeps everything and resumes where it stopped).
 */
export class AnswerOutbox<A> {
  private readonly entries = new Map<string, Entry<A>>();
  private readonly inFlight = new Set<string>();
  private readonly debounces = new Map<string, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private confirmedAny = false;
  private running = false;
  private versions = 0;
  private readonly listeners = new Set<() => void>();
  private snapshot: OutboxSnapshot = { status: 'idle', pendingIds: [] };

  constructor(private readonly options: AnswerOutboxOptions<A>) {
    for (const [questionId, answer] of options.initial ?? [])
      this.entries.set(questionId, { answer, version: ++this.versions });
    this.snapshot = this.computeSnapshot();
  }

  /** Queues the latest answer to a question; `debounce` waits for typing to pause before sending. */
  put(questionId: string, answer: A, { debounce = false } = {}): void {
    this.entries.set(questionId, { answer, version: ++this.versions });
    this.clearDebounce(questionId);
    if (debounce && this.running) {
      this.debounces.set(
        questionId,
        setTimeout(() => {
          this.debounces.delete(questionId);
          void this.sendOne(questionId);
        }, this.options.debounceMs ?? 600),
      );
    } else {
      void this.sendOne(questionId);
    }
    this.changed();
  }

  /** Sends everything still waiting now: on blur, on Next, on Submit, and when the connection comes back. */
  flush(): void {
    for (const id of [...this.debounces.keys()]) this.clearDebounce(id);
    this.sendWaiting();
  }

  resume(): void {
    this.running = true;
    this.flush();
  }

  pause(): void {
    this.running = false;
    for (const id of [...this.debounces.keys()]) this.clearDebounce(id);
    this.clearRetry();
  }

  /** Resolves once every answer given so far is confirmed (or refused for good). */
  whenSettled(): Promise<void> {
    if (this.entries.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (this.entries.size > 0) return;
        unsubscribe();
        resolve();
      });
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): OutboxSnapshot => this.snapshot;

  private async sendOne(questionId: string): Promise<void> {
    const entry = this.entries.get(questionId);
    if (!this.running || !entry || this.inFlight.has(questionId) || this.debounces.has(questionId)) return;
    this.inFlight.add(questionId);
    this.changed();
    try {
      const result = await this.options.send(questionId, entry.answer);
      if (result === 'rejected') console.warn(`Answer to question ${questionId} was refused; not retrying.`);
      this.settle(questionId, entry.version);
      this.failures = 0;
      this.confirmedAny = true;
      // The connection works again: whatever waits for a retry can go now.
      if (this.retryTimer) this.sendWaiting();
    } catch (error) {
      this.inFlight.delete(questionId);
      if (isTransientError(error)) {
        console.warn(`Saving the answer to question ${questionId} failed; will retry.`, error);
        this.scheduleRetry();
      } else {
        console.warn(`Saving the answer to question ${questionId} failed for good.`, error);
        this.settle(questionId, entry.version);
      }
    }
    this.changed();
  }

  /** The sent version is done; a newer answer given meanwhile still has to go. */
  private settle(questionId: string, version: number): void {
    this.inFlight.delete(questionId);
    if (this.entries.get(questionId)?.version === version) this.entries.delete(questionId);
    else void this.sendOne(questionId);
  }

  private scheduleRetry(): void {
    if (this.retryTimer || !this.running) return;
    this.failures += 1;
    const delay = retryDelayMs(this.failures, this.options.retryBaseMs, this.options.retryMaxMs);
    this.retryTimer = setTimeout(() => this.sendWaiting(), delay);
  }

  /** Sends every answer not already on its way or waiting for typing to pause. */
  private sendWaiting(): void {
    this.clearRetry();
    for (const id of this.entries.keys()) void this.sendOne(id);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private clearDebounce(questionId: string): void {
    const timer = this.debounces.get(questionId);
    if (timer) clearTimeout(timer);
    this.debounces.delete(questionId);
  }

  private computeSnapshot(): OutboxSnapshot {
    const pendingIds = [...this.entries.keys()];
    let status: SaveStatus = 'idle';
    if (pendingIds.length > 0) status = this.failures > 0 ? 'offline' : 'saving';
    else if (this.confirmedAny) status = 'saved';
    return { status, pendingIds };
  }

  private changed(): void {
    const next = this.computeSnapshot();
    if (
      next.status === this.snapshot.status &&
      next.pendingIds.join('\n') === this.snapshot.pendingIds.join('\n')
    )
      return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
