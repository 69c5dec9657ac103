// Seeds a fresh State: 'demo' (full curriculum, a few hundred students) or 'minimal' (fast, for unit tests).
import { createRng } from '../prng';
import { State } from '../state';
import { addNamedAccounts } from '../domains/accounts/seed';
import { findQuiz, pastMoment, seedAttempt } from '../domains/quiz-attempts/seed';
import { buildCatalogue } from '../domains/catalogue/seed/build';
import { DEMO_CURRICULUM, MINIMAL_CURRICULUM } from '../domains/catalogue/seed/curriculum';
import { seedPopulation } from './population';

export type SeedKind = 'demo' | 'minimal';

export function seedState(kind: SeedKind, now: () => Date): State {
  const state = new State(now);
  const rng = createRng(kind === 'demo' ? 1947 : 2005);
  buildCatalogue(state, rng, kind === 'demo' ? DEMO_CURRICULUM : MINIMAL_CURRICULUM, kind === 'demo');
  const u = addNamedAccounts(state);
  const done = (user: keyof typeof u, quiz: number, days: number, skill: number): void => {
    const who = u[user];
    if (who) seedAttempt(state, rng, who, quiz, pastMoment(state, rng, days), skill);
  };
  const g3Mixed = findQuiz(state, 3, 'Mathematics', 'Numbers', '1.');
  const g3Drill = findQuiz(state, 3, 'Mathematics', 'Numbers', '2.');
  const g5Mixed = findQuiz(state, 5, 'Mathematics', 'Fractions', '1.');
  // sana and hamza have a little history in both seeds, so history and honours are never empty.
  done('sana', g3Drill, 10, 0.7);
  done('sana', g3Mixed, 3, 0.85);
  done('hamza', g5Mixed, 5, 0.8);
  if (kind === 'demo') {
    done('ayesha', findQuiz(state, 3, 'General Science', 'Plants', '1.'), 20, 0.7);
    done('ayesha', g3Mixed, 12, 0.6);
    done('ayesha', g3Drill, 9, 0.8);
    // Yesterday and the day before: a live two-day streak on her home (not yet continued today).
    done('ayesha', findQuiz(state, 3, 'English', 'Nouns', '1.'), 2, 0.9);
    done('ayesha', g3Mixed, 1, 0.95); // a retake: history shows only this latest one
    done('hamza', findQuiz(state, 5, 'Social Studies', 'Our Country', '1.'), 15, 0.75);
    done('hamza', findQuiz(state, 5, 'General Science', 'The Solar System', '2.'), 33, 0.9);
    done('sana', findQuiz(state, 3, 'English', 'Verbs', '1.'), 25, 0.65);
    done('bilal', g3Mixed, 40, 0.5);
    done('bilal', findQuiz(state, 3, 'Urdu', 'Alfaz (Words)', '2.'), 55, 0.6);
    seedPopulation(state, rng, 320);
  }
  // Runtime randomness (sampling, option order) is seeded too: same requests, same answers.
  state.rng = createRng(kind === 'demo' ? 14081947 : 23031940);
  return state;
}
