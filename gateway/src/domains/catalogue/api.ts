import type { GatewayContext } from '../../context';
import { parseData } from '../../upstream/parse';
import { gradesDto, landingDto, type GradesDto, type LandingDto } from './upstream-types';

// Public endpoints: fetched WITHOUT the viewer's token (a stale one would turn them into 401s) and shared by all
// viewers through the short public cache, which also coalesces concurrent misses into one upstream call.

export function loadLanding(ctx: GatewayContext): Promise<LandingDto> {
  return ctx.publicCache.get('landing/quizzes/', async () =>
    parseData(landingDto, await ctx.upstream.get('landing/quizzes/', { auth: false })),
  );
}

export function loadGrades(ctx: GatewayContext): Promise<GradesDto> {
  return ctx.publicCache.get('grades/', async () =>
    parseData(gradesDto, await ctx.upstream.get('grades/', { auth: false })),
  );
}
