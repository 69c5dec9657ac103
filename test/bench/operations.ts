// The hot operations, each as the same work done two ways: straight against the REST double, and through the
// gateway with the selection sets the web client uses (web/src/**/*.graphql).
import type { Req, Step } from './load';

export interface Side {
  /** Origin the load generator connects to. */
  origin: string;
  next(i: number): Req | Step;
  check(status: number, body: string): boolean;
}

export interface Operation {
  name: string;
  /** Bounded count per side at each concurrency (operations that use up state, like finalize). */
  maxRequests?: (clients: number) => number;
  /** Called before each measured run (not timed): fresh attempts, etc. */
  prepare?: (clients: number) => Promise<void>;
  /** Called after both sides of a run. */
  cleanup?: () => void;
  /** Upstream pathname whose calls during the gateway side are reported (shows caching and coalescing). */
  countUpstream?: string;
  direct: Side;
  gateway: Side;
}

export const CATALOGUE = /* GraphQL */ `
  query BenchCatalogue {
    catalogue {
      id
      name
      subjects {
        id
        name
        chapters {
          id
          name
          quizzes {
            id
            number
            title
          }
        }
      }
    }
  }
`;

const BOARD_FIELDS = `id kind periodDays grades { id grade topStudents {
  id rank fullName username school city province quizzesAttempted averageScore totalMarks } }`;
export const HONOUR_BOARDS = /* GraphQL */ `
  query BenchHonourBoards {
    shiningStars: honourBoard(kind: SHINING_STARS) { ${BOARD_FIELDS} }
    nationalHeroes: honourBoard(kind: NATIONAL_HEROES) { ${BOARD_FIELDS} }
  }
`;

const ROW = 'id subject studentAverage classAverage percentile isOverall';
export const PERFORMANCE = /* GraphQL */ `
  query BenchPerformance { subjectPerformance { id overall { ${ROW} } subjects { ${ROW} } } }
`;

export const SAVE_ANSWER = /* GraphQL */ `
  mutation BenchSaveAnswer($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      questionId
      status
      errors {
        code
        field
        message
      }
    }
  }
`;

export const START_QUIZ = /* GraphQL */ `
  mutation BenchStartQuiz($input: StartQuizInput!) {
    startQuiz(input: $input) {
      attempt {
        id
        attemptId
        previewMode
        quizId
        quizTitle
        totalExpectedQuestions
        formatting {
          blankWidth
          fontSize
          lineSpacing
          textAlignment
        }
        questions {
          id
          type
          html
          options
          blanks
        }
      }
      errors {
        code
        field
        message
      }
    }
  }
`;

export const FINALIZE = /* GraphQL */ `
  mutation BenchFinalize($input: FinalizeQuizInput!) {
    finalizeQuiz(input: $input) {
      attemptId
      errors {
        code
        field
        message
      }
      result {
        id
        quizTitle
        totalQuestions
        correctAnswers
        incorrectAnswers
        marksObtained
        percentage
        gradeLetter
        questions {
          id
          position
          text
          studentAnswer
          correctAnswer
          isCorrect
        }
      }
    }
  }
`;

/** 2xx from the REST API. */
export const restOk = (status: number) => status >= 200 && status < 300;

/** 200 without top-level GraphQL errors and, when given, the payload passes `ok`. */
export function gqlOk(ok?: (data: Record<string, unknown>) => boolean) {
  return (status: number, body: string) => {
    if (status !== 200) return false;
    const parsed = JSON.parse(body) as { data?: Record<string, unknown>; errors?: unknown };
    return !parsed.errors && !!parsed.data && (!ok || ok(parsed.data));
  };
}

export function gqlPost(path: string, headers: Record<string, string>, query: string, variables = {}): Req {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  };
}
