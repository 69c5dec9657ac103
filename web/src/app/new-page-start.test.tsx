import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Link, useNavigate, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShellDocument } from '@/gql/graphql';
import { sessionUser, viewerOf } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const screens: RouteObject[] = [
  {
    path: 'history',
    element: (
      <>
        <h1>History stand-in</h1>
        <Link to="/result">View result</Link>
      </>
    ),
  },
  {
    path: 'result',
    element: (
      <>
        <h1>Result stand-in</h1>
        <BackButton />
      </>
    ),
  },
];

describe('a new screen', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    server.use(
      gqlApi.query(AppShellDocument, () =>
        HttpResponse.json({ data: { __typename: 'Query', viewer: viewerOf(sessionUser()) } }),
      ),
    );
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('opens at its top with focus on the main area after a link, and keeps the position on back', async () => {
    const { user } = renderApp(screens, '/history');
    await screen.findByRole('heading', { name: 'History stand-in' });
    // The first screen keeps where the browser put her.
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'View result' }));
    await screen.findByRole('heading', { name: 'Result stand-in' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(document.activeElement).toBe(screen.getByRole('main'));

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'History stand-in' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
