import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FamilyLinkReminder_ReminderFragment,
  CreateFamilyLinkDocument,
  DismissFamilyLinkReminderDocument,
  FamilyLinksScreenDocument,
  RenewFamilyLinkDocument,
  RevokeFamilyLinkDocument,
} from '@/gql/graphql';
import { gqlError, viewerId } from '@/test/fixtures';
import { gqlApi, server } from '@/test/msw-server';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { englishPhrases, untranslatedIn } from '@/locales/ur/untranslated';
import { renderScreen } from '@/test/render';
import FamilyLinksScreen from './family-links-screen';

const link = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'FamilyLink' as const,
  id,
  createdAt: '2026-11-20T10:00:00+05:00',
  expiresAt: '2026-12-20T10:00:00+05:00',
  lastOpenedAt: null as string | null,
  language: 'EN' as const,
  ...overrides,
});

type Link = ReturnType<typeof link>;

type Reminder = FamilyLinkReminder_ReminderFragment | null;

function screenData(links: Link[], reminder: Reminder = null) {
  return {
    __typename: 'Query' as const,
    viewer: {
      __typename: 'Viewer' as const,
      id: viewerId('sana'),
      user: { __typename: 'User' as const, id: 'sana', role: 'STUDENT' as const },
      familyLinks: links,
      familyLinkReminder: reminder,
    },
  };
}

/** The gateway as the screen sees it: the links it holds, changed by the mutations. */
function gateway(initial: Link[], reminder: Reminder = null) {
  let links = [...initial];
  const calls: string[] = [];
  server.use(
    gqlApi.query(FamilyLinksScreenDocument, () => HttpResponse.json({ data: screenData(links, reminder) })),
    gqlApi.mutation(CreateFamilyLinkDocument, ({ variables }) => {
      calls.push(`create:${variables.input.language}`);
      const made = link(`new-${links.length}`, { createdAt: '2026-11-28T09:00:00+05:00' });
      links = [made, ...links];
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          createFamilyLink: {
            __typename: 'CreateFamilyLinkPayload',
            errors: [],
            familyLink: { ...made, url: '/family/abcdefghijklmnopqrstuvwxyz012345' },
          },
        },
      });
    }),
    gqlApi.mutation(RevokeFamilyLinkDocument, ({ variables }) => {
      calls.push(`revoke:${variables.input.id}`);
      links = links.filter((l) => l.id !== variables.input.id);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          revokeFamilyLink: {
            __typename: 'RevokeFamilyLinkPayload',
            revokedId: String(variables.input.id),
            familyLinks: links,
          },
        },
      });
    }),
    gqlApi.mutation(RenewFamilyLinkDocument, ({ variables }) => {
      calls.push(`renew:${variables.input.id}`);
      const renewed = {
        ...links.find((l) => l.id === variables.input.id)!,
        expiresAt: '2026-12-28T09:00:00+05:00',
      };
      links = links.map((l) => (l.id === renewed.id ? renewed : l));
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          renewFamilyLink: { __typename: 'RenewFamilyLinkPayload', errors: [], familyLink: renewed },
        },
      });
    }),
    gqlApi.mutation(DismissFamilyLinkReminderDocument, ({ variables }) => {
      calls.push(`dismiss:${variables.input.id}`);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          dismissFamilyLinkReminder: { __typename: 'DismissFamilyLinkReminderPayload', dismissed: true },
        },
      });
    }),
  );
  return calls;
}

describe('FamilyLinksScreen', () => {
  it('lists her links with when each was made, last opened and works until', async () => {
    gateway([
      link('a', { lastOpenedAt: '2026-11-27T18:30:00+05:00' }),
      link('b', { createdAt: '2026-11-21T08:15:00+05:00' }),
    ]);
    renderScreen(<FamilyLinksScreen />);
    const first = await screen.findByRole('listitem', { name: 'Link made on 20-11-2026 10:00 AM' });
    expect(within(first).getByText('27-11-2026 06:30 PM')).toBeInTheDocument();
    expect(within(first).getByText('20-12-2026')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Not opened yet')).toBeInTheDocument();
  });

  it('makes a link in her language, shows its address once with ways to send it, and lists it', async () => {
    const calls = gateway([]);
    const { user } = renderScreen(<FamilyLinksScreen />);
    expect(await screen.findByText('You have no family links yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a family link' }));
    const address = await screen.findByLabelText('Family link');
    expect((address as HTMLInputElement).value).toBe(
      `${window.location.origin}/family/abcdefghijklmnopqrstuvwxyz012345`,
    );
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent((address as HTMLInputElement).value)}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Link made on 28-11-2026 09:00 AM' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['create:EN']);
  });

  it('with 3 links offers no fourth; turning one off takes it from the list', async () => {
    const calls = gateway([link('a'), link('b'), link('c')]);
    const { user } = renderScreen(<FamilyLinksScreen />);
    expect(await screen.findByText(/You have 3 links/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a family link' })).not.toBeInTheDocument();
    const [first] = screen.getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The link was turned off. It no longer opens.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Make a family link' })).toBeInTheDocument();
    expect(calls).toEqual(['revoke:a']);
  });

  it('renews a link for 30 days and says until when', async () => {
    const calls = gateway([link('a')]);
    const { user } = renderScreen(<FamilyLinksScreen />);
    await user.click(await screen.findByRole('button', { name: 'Renew for 30 days' }));
    expect(await screen.findByText('Renewed: the link works until 28-12-2026.')).toBeInTheDocument();
    expect(calls).toEqual(['renew:a']);
  });

  it('after a sign-out everywhere, one tap turns every link off', async () => {
    const reminder: Reminder = {
      __typename: 'FamilyLinkReminder',
      id: 'r1',
      reason: 'SIGNED_OUT_EVERYWHERE',
      since: '2026-11-28T08:00:00+05:00',
      links: [
        { __typename: 'FamilyLink', id: 'a' },
        { __typename: 'FamilyLink', id: 'b' },
      ],
    };
    const calls = gateway([link('a'), link('b')], reminder);
    const { user } = renderScreen(<FamilyLinksScreen />);
    const region = await screen.findByRole('region', { name: 'Your family links still work' });
    expect(region).toHaveTextContent('You signed out on every device. Your family links (2) still work');
    await user.click(within(region).getByRole('button', { name: 'Turn them all off' }));
    expect(
      await screen.findByText('Your family links were turned off. They no longer open.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['revoke:a', 'revoke:b']);
    expect(screen.getByText('You have no family links yet.')).toBeInTheDocument();
  });

  it('"Keep them" dismisses the reminder', async () => {
    const reminder: Reminder = {
      __typename: 'FamilyLinkReminder',
      id: 'r2',
      reason: 'PASSWORD_CHANGED',
      since: '2026-11-28T08:00:00+05:00',
      links: [{ __typename: 'FamilyLink', id: 'a' }],
    };
    const calls = gateway([link('a')], reminder);
    const { user } = renderScreen(<FamilyLinksScreen />);
    const region = await screen.findByRole('region', { name: 'Your family links still work' });
    await user.click(within(region).getByRole('button', { name: 'Keep them' }));
    await screen.findByRole('button', { name: 'Renew for 30 days' });
    expect(screen.queryByRole('region', { name: 'Your family links still work' })).not.toBeInTheDocument();
    expect(calls).toEqual(['dismiss:r2']);
  });

  it('tells a teacher family links are for students', async () => {
    server.use(
      gqlApi.query(FamilyLinksScreenDocument, () =>
        HttpResponse.json({ data: null, errors: [gqlError('FORBIDDEN')] }),
      ),
    );
    renderScreen(<FamilyLinksScreen />);
    expect(await screen.findByText('Family links are for students.')).toBeInTheDocument();
  });

  describe('in Urdu', () => {
    afterEach(() => {
      window.localStorage.clear();
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    });

    it('reads right to left with no English interface text, dates in Latin digits', async () => {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ur');
      gateway([link('a', { lastOpenedAt: '2026-11-27T18:30:00+05:00', language: 'UR' })]);
      const { user } = renderScreen(<FamilyLinksScreen />);
      expect(await screen.findByRole('heading', { level: 1, name: 'فیملی لنکس' })).toBeInTheDocument();
      expect(await screen.findByText('27-11-2026 06:30 بعد دوپہر')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'فیملی لنک بنائیں' }));
      expect(await screen.findByRole('heading', { name: 'آپ کا نیا لنک' })).toBeInTheDocument();
      expect(untranslatedIn(document.body.textContent ?? '', englishPhrases())).toEqual([]);
    });
  });
});
