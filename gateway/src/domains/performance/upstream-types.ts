import { z } from 'zod';
import { numeric, text } from '../../lib/dto';

/** `GET student/subject-performance/`: one row per subject, then `Overall Performance` (`[]` with no history). */
export const performanceDto = z.array(
  z.looseObject({ subject: text, student_avg: numeric, class_avg: numeric, percentile: numeric }),
);
export type PerformanceDto = z.output<typeof performanceDto>;
