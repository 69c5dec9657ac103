import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import PrivacyScreen from './privacy-screen';

it('Privacy says what is collected, why, who sees it, for how long, and how to correct or delete it', () => {
  renderScreen(<PrivacyScreen />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Privacy: what we keep about your child' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'What we collect',
    'Why we collect it',
    'Who can see it',
    'How long we keep it',
    'Family links',
    'Correcting or deleting it',
  ]);
  const family = screen.getByRole('region', { name: 'Family links' });
  // What a family link shows, who can make one, and how it ends.
  expect(family).toHaveTextContent('first name and grade, the quizzes finished this week with their scores');
  expect(family).toHaveTextContent('never shows the username, school, city, e-mail address, the answers');
  expect(family).toHaveTextContent('Only the student can make a family link');
  expect(family).toHaveTextContent('teachers and staff cannot');
  expect(family).toHaveTextContent('works for 30 days');
  expect(family).toHaveTextContent('stops working at once');
  const who = screen.getByRole('region', { name: 'Who can see it' });
  expect(who).toHaveTextContent('The fee receipt is seen only by the Learnify team');
  expect(who).toHaveTextContent('honour board');
  expect(screen.getByRole('region', { name: 'What we collect' })).toHaveTextContent('While taking quizzes');
  expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
});
