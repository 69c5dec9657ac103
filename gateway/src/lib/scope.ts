/** Names one value kept per scope; declared once, next to the code that uses the value. */
export interface Slot<T> {
  readonly name: string;
  /** Carries the value's type only. */
  readonly type?: T;
}

export const slot = <T>(name: string): Slot<T> => ({ name });

/**
 * Values that live as long as one scope — a request (`ctx.requestScope`) or a built app (`ctx.appScope`) — each made
 * on first use. Nothing is kept in module globals: two apps in one process, or two requests, share nothing.
 */
export class Scope {
  private readonly values = new Map<Slot<unknown>, unknown>();

  get<T>(key: Slot<T>, make: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = make();
    this.values.set(key, value);
    return value;
  }
}
