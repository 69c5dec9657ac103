// The seeded curricula: grade -> subjects -> chapters (each with its question maker).
import { adjectives, nouns, opposites, pastTense, verbs } from './content-english';
import { addition, division, multiplication, numbers, subtraction } from './content-math';
import { matter, solarSystem, water } from './content-nature';
import { animals, humanBody, plants } from './content-science';
import { ourCountry, provinces } from './content-social';
import type { ChapterMaker } from './content-types';
import { urduColours, urduCounting, urduWords } from './content-urdu';
import { fractions, shapes, time } from './content-visual';

export type SubjectSpec = [subject: string, chapters: [string, ChapterMaker][]];

export const DEMO_CURRICULUM: Record<number, SubjectSpec[]> = {
  1: [
    [
      'Mathematics',
      [
        ['Numbers', numbers],
        ['Addition', addition],
        ['Shapes', shapes],
      ],
    ],
    [
      'English',
      [
        ['Nouns', nouns],
        ['Opposites', opposites],
      ],
    ],
    [
      'General Science',
      [
        ['Plants', plants],
        ['Animals', animals],
      ],
    ],
    [
      'Urdu',
      [
        ['Alfaz (Words)', urduWords],
        ['Rang (Colours)', urduColours],
      ],
    ],
  ],
  2: [
    [
      'Mathematics',
      [
        ['Addition', addition],
        ['Subtraction', subtraction],
        ['Time', time],
      ],
    ],
    [
      'English',
      [
        ['Nouns', nouns],
        ['Verbs', verbs],
      ],
    ],
    [
      'General Science',
      [
        ['Animals', animals],
        ['Human Body', humanBody],
      ],
    ],
    [
      'Urdu',
      [
        ['Ginti (Counting)', urduCounting],
        ['Alfaz (Words)', urduWords],
      ],
    ],
  ],
  3: [
    [
      'Mathematics',
      [
        ['Numbers', numbers],
        ['Multiplication', multiplication],
      ],
    ],
    [
      'English',
      [
        ['Nouns', nouns],
        ['Verbs', verbs],
      ],
    ],
    [
      'General Science',
      [
        ['Plants', plants],
        ['Animals', animals],
      ],
    ],
    [
      'Urdu',
      [
        ['Alfaz (Words)', urduWords],
        ['Ginti (Counting)', urduCounting],
      ],
    ],
  ],
  4: [
    [
      'Mathematics',
      [
        ['Multiplication', multiplication],
        ['Division', division],
      ],
    ],
    [
      'English',
      [
        ['Adjectives', adjectives],
        ['Past Tense', pastTense],
      ],
    ],
    [
      'General Science',
      [
        ['Human Body', humanBody],
        ['Water and Weather', water],
      ],
    ],
    [
      'Social Studies',
      [
        ['Our Country', ourCountry],
        ['Provinces and Cities', provinces],
      ],
    ],
  ],
  5: [
    [
      'Mathematics',
      [
        ['Fractions', fractions],
        ['Division', division],
      ],
    ],
    [
      'English',
      [
        ['Past Tense', pastTense],
        ['Opposites', opposites],
      ],
    ],
    [
      'General Science',
      [
        ['Matter', matter],
        ['The Solar System', solarSystem],
      ],
    ],
    [
      'Social Studies',
      [
        ['Provinces and Cities', provinces],
        ['Our Country', ourCountry],
      ],
    ],
  ],
};

export const MINIMAL_CURRICULUM: Record<number, SubjectSpec[]> = {
  1: [],
  2: [],
  4: [],
  3: [['Mathematics', [['Numbers', numbers]]]],
  5: [['Mathematics', [['Fractions', fractions]]]],
};
