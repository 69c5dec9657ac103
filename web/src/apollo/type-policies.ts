import type { Reference, TypePolicies } from '@apollo/client';

/**
 * Cache rules. Every entity selects `id`. Everything that is one user's is read under `Query.viewer`, whose id is
 * hers (and so are the ids of her objects): when the signed-in user changes, `viewer` points elsewhere and the last
 * user's objects are out of reach, whether or not the store is reset (lib/session/viewer-cache.ts).
 */
export const typePolicies: TypePolicies = {
  QuizSummary: {
    fields: {
      /**
       * Her progress on a catalogue quiz is not stored on the quiz (the same object for everyone): it is her entry
       * in the signed-in viewer's `attemptedQuizzes`, null when she has not finished it, and unknown (missing)
       * until her progress is loaded.
       */
      myProgress: {
        read(_existing, { readField, toReference }) {
          const viewer = readField<Reference | null>('viewer', toReference('ROOT_QUERY'));
          if (viewer === undefined || viewer === null) return viewer;
          const progress = readField<Reference | null>('progress', viewer);
          if (progress === undefined || progress === null) return progress;
          const attempted = readField<readonly Reference[]>('attemptedQuizzes', progress);
          if (attempted === undefined) return undefined;
          const id = readField<string>('id');
          return (
            attempted.find((entry) => readField('id', readField<Reference>('quiz', entry)) === id) ?? null
          );
        },
      },
    },
  },
};
