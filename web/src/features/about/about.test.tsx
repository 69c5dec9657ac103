import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import HelpCenterScreen from './help-center-screen';
import MembershipScreen from './membership-screen';
import PublicAssessmentScreen from './public-assessment-screen';
import WhyJoinScreen from './why-join-screen';

describe('about pages', () => {
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
});
