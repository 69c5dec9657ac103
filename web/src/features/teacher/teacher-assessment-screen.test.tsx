import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  TeacherAssessmentScreenDocument,
  TeacherClassOverviewDocument,
  TeacherStudentHistoryScreenDocument,
  type TeacherClassOverviewQuery,
} from '@/gql/graphql';
import { gqlApi, server } from '@/test/msw-server';
import { renderScreen } from '@/test/render';
import StudentHistoryScreen from './student-history-screen';
import TeacherAssessmentScreen from './teacher-assessment-screen';
import { viewerData } from '@/test/fixtures';

const student = (username: string, fullName: string | null, grade: string | null) => ({
  __typename: 'Student' as const,
  id: username,
  username,
  fullName,
  email: `${username}@example.pk`,
  grade,
  gender: 'FEMALE' as const,
  schoolName: 'Model School',
  city: 'Lahore',
  province: 'KHYBER_PAKHTUNKHWA' as const,
});

const STUDENTS = [
  student('zara', 'Zara Khan', 'Grade 3'),
  student('ali', 'Ali Raza', 'Grade 10'),
  student('bilal', 'bilal Ahmed', 'Grade 3'),
  student('nogr', null, null),
];

const overviewStudent = (
  username: string,
  fullName: string,
  average: number | null,
  recent: number | null,
) => ({
  __typename: 'StudentOverview' as const,
  id: username,
  username,
  fullName,
  grade: 'Grade 3',
  quizzesLast7Days: recent === null ? 0 : 2,
  averagePercentage: average,
  recentAveragePercentage: recent,
  lastActiveOn: recent === null ? null : '2026-11-20',
  weakestSubject: recent === null ? null : 'English',
  // The gateway's flags at its default thresholds (below 50 %; no quiz in 7 days).
  needsHelp: recent !== null && recent < 50,
  inactive: recent === null,
});

/** The class overview as the screen's query answers it (under the teacher's viewer). */
type Overview = NonNullable<TeacherClassOverviewQuery['viewer']>['classOverview'];

const OVERVIEW: Overview = {
  __typename: 'ClassOverview',
  id: 'class',
  composedAt: '2026-11-25T10:00:00.000Z',
  missing: [{ __typename: 'MissingStudentHistory', id: 'ali', username: 'ali', fullName: 'Ali Raza' }],
  subjectAverages: [
    {
      __typename: 'ClassSubjectAverage',
      id: 'Grade 3/English',
      grade: 'Grade 3',
      subject: 'English',
      averagePercentage: 61.2,
      studentCount: 2,
    },
  ],
  students: [
    overviewStudent('bilal', 'bilal Ahmed', 41.5, 38.25),
    overviewStudent('nogr', 'Noor G', null, null),
    overviewStudent('zara', 'Zara Khan', 80, 90),
  ],
};

/** A class with nothing to say yet: the default, so the list's own tests see only the list. */
const EMPTY_OVERVIEW: Overview = {
  ...OVERVIEW,
  missing: [],
  subjectAverages: [],
  students: [],
};

const overviewAnswers = (overview: Overview | 'failed') =>
  gqlApi.query(TeacherClassOverviewDocument, () =>
    overview === 'failed'
      ? HttpResponse.json({
          data: viewerData({ classOverview: null }, 'mrs.khan'),
          errors: [{ message: 'x', extensions: { code: 'UPSTREAM_ERROR' } }],
        })
      : HttpResponse.json({ data: viewerData({ classOverview: overview }, 'mrs.khan') }),
  );

beforeEach(() => server.use(overviewAnswers(EMPTY_OVERVIEW)));

function renderTeacher(
  students: ReturnType<typeof student>[] | 'forbidden',
  overview: Overview | 'failed' = EMPTY_OVERVIEW,
) {
  let calls = 0;
  server.use(
    gqlApi.query(TeacherClassOverviewDocument, () =>
      overview === 'failed'
        ? HttpResponse.json({
            data: viewerData({ classOverview: null }, 'mrs.khan'),
            errors: [{ message: 'x', extensions: { code: 'UPSTREAM_ERROR' } }],
          })
        : HttpResponse.json({ data: viewerData({ classOverview: overview }, 'mrs.khan') }),
    ),
    gqlApi.query(TeacherAssessmentScreenDocument, () => {
      calls += 1;
      return students === 'forbidden'
        ? HttpResponse.json({
            data: null,
            errors: [{ message: 'Teachers only', extensions: { code: 'FORBIDDEN' } }],
          })
        : HttpResponse.json({ data: viewerData({ students }, 'mrs.khan') });
    }),
  );
  const rendered = renderScreen(<TeacherAssessmentScreen />, { route: '/teacher/assessment' });
  return { ...rendered, calls: () => calls };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('TeacherAssessmentScreen', () => {
  it('shows the class overview above the list: both lists, the note on who is missing, the chart and each student', async () => {
    renderTeacher(STUDENTS, OVERVIEW);
    const overview = await screen.findByRole('region', { name: 'My class at a glance' });
    await within(overview).findByRole('heading', { name: 'Needs help' });
    expect(within(overview).getByText('bilal Ahmed: 38.25%')).toBeInTheDocument();
    expect(within(overview).getByRole('heading', { name: 'Not active for 7 days' })).toBeInTheDocument();
    expect(within(overview).getByText('Noor G: no quiz yet')).toBeInTheDocument();
    // Zara's row carries neither flag: she is in neither list.
    expect(within(overview).queryByText(/^Zara Khan:/)).not.toBeInTheDocument();
    expect(within(overview).getByRole('note')).toHaveTextContent(
      'Not included this time (their quiz history could not be loaded): Ali Raza.',
    );
    expect(
      within(overview).getByRole('img', { name: 'Class average by grade and subject' }),
    ).toBeInTheDocument();
    const table = within(overview).getByRole('table', { name: 'Each student at a glance' });
    const zara = within(table).getByRole('row', { name: /Zara Khan/ });
    expect(
      within(zara)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Grade 3', '80%', '90%', '2', '20-11-2026', 'English']);
    // The overview comes before the list.
    const list = await screen.findByRole('table', { name: 'Students' });
    expect(overview.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('still lists the students when the overview fails, with a retry for the overview', async () => {
    renderTeacher(STUDENTS, 'failed');
    expect(await screen.findByText('The class overview could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Students' })).toBeInTheDocument();
    // Quietly: the list's own error (if any) stays the one alert on the page.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load the overview again' })).toBeInTheDocument();
  });

  it('lists the students A → Z with every column and a link to each history', async () => {
    renderTeacher(STUDENTS);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Full name', 'Username', 'Email', 'Grade', 'Gender', 'School', 'City', 'Province']);
    expect(names()).toEqual(['Ali Raza', 'bilal Ahmed', 'nogr', 'Zara Khan']);
    const zara = within(table).getByRole('row', { name: /Zara Khan/ });
    expect(
      within(zara)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'zara',
      'zara@example.pk',
      'Grade 3',
      'Female',
      'Model School',
      'Lahore',
      'Khyber-Pakhtunkhwa',
    ]);
    expect(screen.getByRole('link', { name: 'Quiz history of Zara Khan' })).toHaveAttribute(
      'href',
      '/teacher/student/zara/quiz-history',
    );
    expect(screen.getByText('4 students')).toBeInTheDocument();
  });

  it('filters by the grades present and sorts Z → A on the device', async () => {
    const { user, calls } = renderTeacher(STUDENTS);
    const gradeSelect = await screen.findByRole('combobox', { name: 'Grade' });
    expect(
      within(gradeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Grade 3', 'Grade 10']);

    await user.selectOptions(gradeSelect, 'Grade 3');
    expect(names()).toEqual(['bilal Ahmed', 'Zara Khan']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by name' }), 'Z → A');
    expect(names()).toEqual(['Zara Khan', 'bilal Ahmed']);
    expect(screen.getByText('2 students')).toBeInTheDocument();
    await user.selectOptions(gradeSelect, 'All');
    expect(names()).toEqual(['Zara Khan', 'nogr', 'bilal Ahmed', 'Ali Raza']);
    expect(calls()).toBe(1);
  });

  it('folds a large class to its first 10 students in both lists, with a button that shows them all', async () => {
    const usernames = Array.from({ length: 23 }, (_, i) => `s${String(i + 1).padStart(2, '0')}`);
    const overview: Overview = {
      ...EMPTY_OVERVIEW,
      students: usernames.map((u) => overviewStudent(u, `Student ${u}`, 70, 70)),
    };
    const { user, calls } = renderTeacher(
      usernames.map((u) => student(u, `Student ${u}`, 'Grade 3')),
      overview,
    );
    const glance = await screen.findByRole('table', { name: 'Each student at a glance' });
    const list = await screen.findByRole('table', { name: 'Students' });
    const rowsOf = (table: HTMLElement) => within(table).getAllByRole('rowheader').length;
    expect(rowsOf(glance)).toBe(10);
    expect(rowsOf(list)).toBe(10);
    // The count still says the whole class.
    expect(screen.getByText('23 students')).toBeInTheDocument();
    const [showGlance, showList] = screen.getAllByRole('button', { name: 'Show all 23 students' });
    expect(showGlance).toHaveAttribute('aria-expanded', 'false');

    await user.click(showList!);
    expect(rowsOf(list)).toBe(23);
    expect(rowsOf(glance)).toBe(10);
    const fold = screen.getByRole('button', { name: 'Show only the first 10' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(showGlance!);
    expect(rowsOf(glance)).toBe(23);
    await user.click(screen.getAllByRole('button', { name: 'Show only the first 10' })[1]!);
    expect(rowsOf(list)).toBe(10);
    // Folding is on the device: no new request.
    expect(calls()).toBe(1);
  });

  it('shows No students found. when the list is empty', async () => {
    renderTeacher([]);
    expect(await screen.findByText('No students found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains that the page is for teachers when the gateway refuses', async () => {
    renderTeacher('forbidden');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for teachers.');
  });

  describe('find a student by username', () => {
    const zaraHistory = {
      __typename: 'QuizHistory' as const,
      id: 'zara',
      fullName: 'Zara Khan',
      entries: [],
    };

    function renderWithFailingList() {
      server.use(
        gqlApi.query(TeacherAssessmentScreenDocument, () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_ERROR' } }],
          }),
        ),
        gqlApi.query(TeacherStudentHistoryScreenDocument, ({ variables }) =>
          variables.username === 'zara'
            ? HttpResponse.json({
                data: viewerData({ studentQuizHistory: zaraHistory }, 'mrs.khan'),
              })
            : HttpResponse.json({
                data: null,
                errors: [
                  {
                    message: 'No',
                    extensions: { code: variables.username === 'omar' ? 'FORBIDDEN' : 'NOT_FOUND' },
                  },
                ],
              }),
        ),
      );
      return renderScreen(<TeacherAssessmentScreen />, {
        route: '/teacher/assessment',
        path: '/teacher/assessment',
        otherRoutes: { '/teacher/student/:username/quiz-history': <StudentHistoryScreen /> },
      });
    }

    it("opens a student's history while the list is failing", async () => {
      const { user } = renderWithFailingList();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your students.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      const search = screen.getByRole('search', { name: 'Find a student by username' });
      await user.type(within(search).getByRole('textbox', { name: 'Find a student by username' }), '  zara ');
      await user.click(within(search).getByRole('button', { name: 'Open history' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Quiz history of Zara Khan' }),
      ).toBeInTheDocument();
    });

    it('points the failed list to the username box: the message names it and a button takes focus there', async () => {
      const { user } = renderWithFailingList();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('type their username in the box “Find a student by username” above');
      await user.click(within(alert).getByRole('button', { name: 'Go to the username box' }));
      expect(screen.getByRole('textbox', { name: 'Find a student by username' })).toHaveFocus();
    });

    it('explains an unknown username and a student of another school', async () => {
      const { user } = renderWithFailingList();
      const box = () => screen.getByRole('textbox', { name: 'Find a student by username' });
      await user.type(box(), 'nobody');
      await user.click(screen.getByRole('button', { name: 'Open history' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not find a student with the username “nobody”.',
      );
      await user.click(screen.getByRole('link', { name: /Back to my students/ }));
      await user.type(await screen.findByRole('textbox', { name: 'Find a student by username' }), 'omar');
      await user.click(screen.getByRole('button', { name: 'Open history' }));
      expect(
        await screen.findByText(/This student is not one of your school’s students/),
      ).toBeInTheDocument();
    });

    it('asks for a username instead of opening an empty one', async () => {
      const { user } = renderWithFailingList();
      await user.click(screen.getByRole('button', { name: 'Open history' }));
      expect(screen.getByRole('textbox', { name: 'Find a student by username' })).toHaveAccessibleDescription(
        /Type the student’s username first\./,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'My Students' })).toBeInTheDocument();
    });
  });
});
