import { expect, it } from 'vitest';
import { fidelityFromEnv } from './fidelity';
import { useClockedDouble } from './testing/clocked-double';

const t = useClockedDouble(new Date('2026-03-10T06:00:00Z'));

it('reads UPSTREAM_DOUBLE_FIDELITY, corrected when unset, refusing anything else', () => {
  expect(fidelityFromEnv({})).toBe('corrected');
  expect(fidelityFromEnv({ UPSTREAM_DOUBLE_FIDELITY: ' recorded ' })).toBe('recorded');
  expect(() => fidelityFromEnv({ UPSTREAM_DOUBLE_FIDELITY: 'real' })).toThrow(/corrected" or "recorded/);
});

it('switches over /__double/fidelity, refuses an unknown value, and reset restores the start', async () => {
  const post = (body: unknown) =>
    fetch(`${t.double.origin}/__double/fidelity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post({ fidelity: 'recorded' })).status).toBe(200);
  expect(t.double.fidelity).toBe('recorded');
  expect(await (await fetch(`${t.double.origin}/__double/fidelity`)).json()).toEqual({
    fidelity: 'recorded',
  });
  expect((await post({ fidelity: 'real' })).status).toBe(400);
  expect(t.double.fidelity).toBe('recorded');
  t.double.reset();
  expect(t.double.fidelity).toBe('corrected');
});
