// A few hundred generated students (all grades, schools across every province) with completed
// attempts over the last 90 days, so honour boards, class averages and teacher lists are alive.
import type { Plan } from '../model';
import type { Rng } from '../prng';
import type { State } from '../state';
import { makeUser, SCHOOLS } from '../domains/accounts/seed';
import { pastMoment, seedAttempt } from '../domains/quiz-attempts/seed';

const GIRLS = [
  'Aiman',
  'Amna',
  'Hira',
  'Iqra',
  'Khadija',
  'Maryam',
  'Mahnoor',
  'Noor',
  'Rabia',
  'Sadia',
  'Sidra',
  'Zara',
  'Areeba',
  'Laiba',
  'Hafsa',
  'Eman',
];
const BOYS = [
  'Abdullah',
  'Ahmed',
  'Ali',
  'Bilal',
  'Daniyal',
  'Faisal',
  'Hassan',
  'Ibrahim',
  'Junaid',
  'Kamran',
  'Moiz',
  'Saad',
  'Talha',
  'Usman',
  'Zain',
  'Haris',
];
const SURNAMES = [
  'Khan',
  'Raza',
  'Hussain',
  'Qureshi',
  'Butt',
  'Chaudhry',
  'Sheikh',
  'Malik',
  'Abbasi',
  'Memon',
  'Baloch',
  'Shah',
  'Javed',
  'Iqbal',
  'Mirza',
  'Yousafzai',
];
const LANGUAGES: Record<string, string> = {
  Punjab: 'Punjabi',
  Sindh: 'Sindhi',
  'Khyber-Pakhtunkhwa': 'Pashto',
  Balochistan: 'Balochi',
  'Federal Territory': 'Urdu',
  'Gilgit-Baltistan': 'Shina',
  'Azad Kashmir': 'Pahari',
};

// Gwadar Grammar School is left out on purpose: its teacher's only student has no grade.
const POPULATION_SCHOOLS = [
  SCHOOLS.iqra,
  SCHOOLS.iqra,
  SCHOOLS.alHuda,
  SCHOOLS.quaid,
  SCHOOLS.city,
  { schoolName: 'Government Primary School Saddar', city: 'Peshawar', province: 'Khyber-Pakhtunkhwa' },
  { schoolName: 'Islamabad Model School G-10', city: 'Islamabad', province: 'Federal Territory' },
  { schoolName: 'Karakoram Public School', city: 'Gilgit', province: 'Gilgit-Baltistan' },
  { schoolName: 'Kashmir Model School', city: 'Muzaffarabad', province: 'Azad Kashmir' },
  { schoolName: 'Sukkur Public School', city: 'Sukkur', province: 'Sindh' },
  { schoolName: 'Faisal Grammar School', city: 'Faisalabad', province: 'Punjab' },
  { schoolName: 'Swat Valley School', city: 'Mingora', province: 'Khyber-Pakhtunkhwa' },
  { schoolName: 'Government Girls Primary School', city: 'Hyderabad', province: 'Sindh' },
];

export function seedPopulation(state: State, rng: Rng, count: number): void {
  const quizzesByGrade = new Map<number, number[]>();
  for (const q of state.quizzes.values()) {
    const g = state.quizContext(q.id)?.grade.id;
    if (g) quizzesByGrade.set(g, [...(quizzesByGrade.get(g) ?? []), q.id]);
  }
  const taken = new Set([...state.users.values()].map((u) => u.username));
  for (let i = 0; i < count; i++) {
    const girl = rng.chance(0.5);
    const first = rng.pick(girl ? GIRLS : BOYS);
    const last = rng.pick(SURNAMES);
    let username = `${first}.${last}`.toLowerCase();
    for (let n = 2; taken.has(username); n++) username = `${first}.${last}${n}`.toLowerCase();
    taken.add(username);
    const school = rng.pick(POPULATION_SCHOOLS);
    const gradeId = rng.int(1, 5);
    const roll = rng.next();
    // ~85% active, ~8% expired, ~7% still waiting for activation.
    const pending = roll > 0.93;
    const expiresIn = roll > 0.85 && !pending ? -rng.int(1, 60) : rng.int(10, 330);
    const user = state.addUser(
      makeUser(
        state,
        {
          username,
          role: 'student',
          fullName: `${first} ${last}`,
          gender: girl ? 'Female' : 'Male',
          gradeId,
          languageUsedAtHome: LANGUAGES[school.province] ?? 'Urdu',
          schoolingStatus: rng.pick([
            'Public school',
            'Private school',
            'Private school',
            'Madrassah',
            'Homeschool',
          ]),
          subscriptionPlan: rng.pick<Plan>(['monthly', 'yearly']),
          ...(pending
            ? { isActive: false, accountStatus: 'inactive' as const, subscriptionExpiry: null }
            : {}),
          ...school,
        },
        pending ? null : expiresIn,
      ),
    );
    if (pending) continue;
    const skill = 0.35 + rng.next() * 0.63;
    const quizzes = quizzesByGrade.get(gradeId) ?? [];
    const attempts = quizzes.length ? rng.int(0, 7) : 0;
    for (let a = 0; a < attempts; a++) {
      // Skewed towards recent days so the 30-day board is as lively as the 90-day one.
      const days = Math.floor(Math.pow(rng.next(), 1.4) * 89);
      seedAttempt(state, rng, user, rng.pick(quizzes), pastMoment(state, rng, days), skill);
    }
    if (quizzes.length && rng.chance(0.1)) seedAttempt(state, rng, user, rng.pick(quizzes), null, skill);
  }
}
