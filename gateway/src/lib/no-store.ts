import { slot, type Scope } from './scope';

const NO_STORE = slot<{ marked: boolean }>('answer:no-store');

/** Marks this request's answer as one no cache may keep (it carries what only a secret in the request opens). */
export function markAnswerNoStore(requestScope: Scope): void {
  requestScope.get(NO_STORE, () => ({ marked: false })).marked = true;
}

/** Whether a resolver of this request marked its answer `no-store`. */
export function answerIsNoStore(requestScope: Scope): boolean {
  return requestScope.get(NO_STORE, () => ({ marked: false })).marked;
}
