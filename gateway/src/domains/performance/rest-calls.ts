import type { UpstreamClient } from '../../upstream/client';
import { parsedOnce } from '../results/rest-calls';
import { performanceDto, type PerformanceDto } from './upstream-types';

/** `GET student/subject-performance/` (students only); parsed once per distinct answer. */
export async function fetchSubjectPerformance(client: UpstreamClient): Promise<PerformanceDto> {
  return parsedOnce(performanceDto, 'subject-performance', await client.get('student/subject-performance/'));
}
