import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Login</button>;
}

describe('useHydrated', () => {
  it('is false in the server rendering (the control is shown closed until its code runs)', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('is true when the app renders on its own', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
