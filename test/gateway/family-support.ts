// Family links over real HTTP: the operations, and opening a family page as a parent's phone would.
import { expect } from 'vitest';
import type { GqlClient } from './support';

export const CREATE_LINK = /* GraphQL */ `
  mutation Create($input: CreateFamilyLinkInput!) {
    createFamilyLink(input: $input) {
      errors {
        code
        message
      }
      familyLink {
        id
        url
        createdAt
        expiresAt
        lastOpenedAt
        language
      }
    }
  }
`;
export const LINKS = /* GraphQL */ `
  query Links {
    viewer {
      id
      familyLinks {
        id
        url
        createdAt
        expiresAt
        lastOpenedAt
        language
      }
      familyLinkReminder {
        id
        reason
        since
        links {
          id
        }
      }
    }
  }
`;
export const REVOKE_LINK = /* GraphQL */ `
  mutation Revoke($input: RevokeFamilyLinkInput!) {
    revokeFamilyLink(input: $input) {
      revokedId
      familyLinks {
        id
      }
      errors {
        code
      }
    }
  }
`;
export const RENEW_LINK = /* GraphQL */ `
  mutation Renew($input: RenewFamilyLinkInput!) {
    renewFamilyLink(input: $input) {
      familyLink {
        id
        expiresAt
        url
      }
      errors {
        code
      }
    }
  }
`;
export const DISMISS_REMINDER = /* GraphQL */ `
  mutation Dismiss($input: DismissFamilyLinkReminderInput!) {
    dismissFamilyLinkReminder(input: $input) {
      dismissed
      errors {
        code
      }
    }
  }
`;
export const FAMILY_WEEK = /* GraphQL */ `
  query Week($token: String!) {
    familyWeek(token: $token) {
      id
      firstName
      grade
      language
      practiseNext
      streakDays
      updatedAt
      weekStartsOn
      quizzes {
        id
        title
        subject
        percentage
        finishedAt
      }
      subjects {
        id
        subject
        average
      }
      subscription {
        id
        endsOn
        state
        renewPath
      }
    }
  }
`;

/** Makes a link for the signed-in child and returns its token (the last part of its address). */
export async function makeLink(client: GqlClient, language: 'EN' | 'UR' = 'EN') {
  const res = await client.gql(CREATE_LINK, { input: { language } });
  expect(res.errors).toBeUndefined();
  expect(res.data.createFamilyLink.errors).toEqual([]);
  const link = res.data.createFamilyLink.familyLink;
  const token = /^\/family\/([\w-]+)$/.exec(link.url)?.[1];
  expect(token).toBeDefined();
  return { link, token: token! };
}

export interface PageAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** GET a family page as a phone's browser does (no cookie), optionally with another user agent. */
export async function openPage(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Mobile', ...headers },
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The `<head>` of a page: what a link preview reads. */
export const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
