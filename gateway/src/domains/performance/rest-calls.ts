import type { UpstreamClient } from '../../upstream/client';
import { parseData } from '../../upstream/parse';
import { performanceDto, type PerformanceDto } from './upstream-types';

/** `GET student/subject-performance/` (students only). */
export async function fetchSubjectPerformance(client: UpstreamClient): Promise<PerformanceDto> {
  return parseData(performanceDto, await client.get('student/subject-performance/'));
}
