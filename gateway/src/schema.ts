import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from './__generated__/resolvers-types';
import { accountsResolvers } from './domains/accounts/resolvers';
import { catalogueResolvers } from './domains/catalogue/resolvers';
import { familyResolvers } from './domains/family/resolvers';
import { honoursResolvers } from './domains/honours/resolvers';
import { performanceResolvers } from './domains/performance/resolvers';
import { quizAttemptsResolvers } from './domains/quiz-attempts/resolvers';
import { resultsResolvers } from './domains/results/resolvers';
import { subscriptionResolvers } from './domains/subscription/resolvers';
import { teacherResolvers } from './domains/teacher/resolvers';
import { scalarResolvers } from './scalars';

/** The contract, read from the repo root: the schema file is the single source of truth. */
export const typeDefs = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');

/** Merges per-domain resolver maps type by type (a field defined twice is a bug, so it throws). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers = {
  ...scalarResolvers,
  ...mergeResolvers(
    accountsResolvers,
    catalogueResolvers,
    quizAttemptsResolvers,
    resultsResolvers,
    performanceResolvers,
    honoursResolvers,
    teacherResolvers,
    subscriptionResolvers,
    familyResolvers,
  ),
};
