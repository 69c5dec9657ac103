import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppShellDocument, HonourBoardScreenDocument } from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { routes } from './routes';

function visitor() {
  server.use(
    gqlApi.query(AppShellDocument, () => HttpResponse.json({ data: { __typename: 'Query', viewer: null } })),
  );
}

describe('the app with its real routes', () => {
  it('serves /honor-roll as the Learnify Heroes page inside the layout', async () => {
    visitor();
    const empty = (kind: 'SHINING_STARS' | 'NATIONAL_HEROES') => ({
      __typename: 'HonourBoard' as const,
      id: kind,
      kind,
      periodDays: 30,
      grades: [],
    });
    server.use(
      gqlApi.query(HonourBoardScreenDocument, () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            shiningStars: empty('SHINING_STARS'),
            nationalHeroes: empty('NATIONAL_HEROES'),
          },
        }),
      ),
    );
    renderApp(routes, '/honor-roll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learnify Heroes' })).toBeInTheDocument();
    expect(await screen.findAllByText('No data available')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address, with the navigation still there', async () => {
    visitor();
    renderApp(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Sign up' }),
    ).toBeInTheDocument();
  });

  it('opens a static page from the navigation', async () => {
    visitor();
    const { user } = renderApp(routes, '/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Membership' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
  });
});
