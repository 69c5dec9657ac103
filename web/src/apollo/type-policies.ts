import type { TypePolicies } from '@apollo/client';

/**
 * Cache rules. Every entity selects `id`; the root fields below are per-viewer singletons or keyed lists, so
 * telling the cache how to find them avoids refetching what it already holds.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      quizResult: {
        read(existing, { args, toReference }) {
          return (
            existing ??
            (args?.attemptId ? toReference({ __typename: 'QuizResult', id: args.attemptId }) : undefined)
          );
        },
      },
    },
  },
};
