// Fault injection: rules are checked in order before normal handling; the first match applies.
import type { FaultControl, FaultRule } from './types';

interface Armed {
  rule: FaultRule;
  left: number;
}

export class Faults implements FaultControl {
  private rules: Armed[] = [];

  /** `random` decides `probability` rules (injectable for tests). */
  constructor(private readonly random: () => number = Math.random) {}

  add(rule: FaultRule): void {
    this.rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.rules = [];
  }

  /** The rule for this request, if any; counts it against the rule's `times`. */
  take(method: string, path: string): FaultRule | undefined {
    const armed = this.rules.find(
      ({ rule, left }) =>
        left > 0 &&
        matches(rule, method, path) &&
        (rule.probability === undefined || this.random() < rule.probability),
    );
    if (!armed) return undefined;
    armed.left--;
    if (armed.left <= 0) this.rules = this.rules.filter((r) => r !== armed);
    return armed.rule;
  }
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (rule.path === undefined) return true;
  if (typeof rule.path === 'string') return rule.path === path;
  rule.path.lastIndex = 0; // a /g regex would otherwise alternate between match and miss
  return rule.path.test(path);
}

/** Does the rule answer (or drop) instead of letting the request through after its delay? */
export function interrupts(rule: FaultRule): boolean {
  return rule.drop === true || rule.status !== undefined || rule.body !== undefined || rule.html === true;
}
