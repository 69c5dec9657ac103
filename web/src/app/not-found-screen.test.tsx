import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import NotFoundScreen from './not-found-screen';

it('Not found leads back home', () => {
  renderScreen(<NotFoundScreen />, { route: '/nowhere' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
