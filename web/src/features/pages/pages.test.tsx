import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import HelpCenterScreen from './help-center-screen';
import MembershipScreen from './membership-screen';
import NotFoundScreen from './not-found-screen';
import PrivacyScreen from './privacy-screen';
import PublicAssessmentScreen from './public-assessment-screen';
import WhyJoinScreen from './why-join-screen';

describe('static pages', () => {
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
      'Correcting or deleting it',
    ]);
    const who = screen.getByRole('region', { name: 'Who can see it' });
    expect(who).toHaveTextContent('The fee receipt is seen only by the Learnify team');
    expect(who).toHaveTextContent('honour board');
    expect(screen.getByRole('region', { name: 'What we collect' })).toHaveTextContent('While taking quizzes');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
  });

  it('Why Join sells the platform and invites to sign up', () => {
    renderScreen(<WhyJoinScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Why join Learnify?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try again and again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instant feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/signup');
  });

  it('public Assessment describes the three tools', () => {
    renderScreen(<PublicAssessmentScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment tools' })).toBeInTheDocument();
    const tools = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(tools).toEqual(['Individual results', 'Quiz history table', 'Subject-wise performance']);
  });

  it('Membership states the rates, payment methods and verification time', () => {
    renderScreen(<MembershipScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    const rates = screen.getByRole('region', { name: 'Rates' });
    expect(rates).toHaveTextContent('Rs. 300');
    expect(rates).toHaveTextContent('per student, per month');
    expect(rates).toHaveTextContent('Rs. 2,700');
    expect(rates).toHaveTextContent('Rs. 3,600 with 25% off');
    expect(rates).toHaveTextContent('25% discount');
    expect(rates).toHaveTextContent('100 or more students');
    const payment = screen.getByRole('region', { name: 'Payment methods' });
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bank transfer', 'EasyPaisa', 'JazzCash']);
    expect(payment).toHaveTextContent('10–15 minutes');
    expect(
      screen.getAllByRole('listitem').some((li) => li.textContent?.includes('upload a photo of the receipt')),
    ).toBe(true);
  });

  it('Help Center says contact details and answers are coming soon', () => {
    renderScreen(<HelpCenterScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact support' })).toHaveTextContent('coming soon');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByText('Answer coming soon.')).toHaveLength(5);
  });

  it('Not found leads back home', () => {
    renderScreen(<NotFoundScreen />, { route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
