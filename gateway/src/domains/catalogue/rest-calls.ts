import type { GradeOption } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { isNumericId } from '../../lib/ids';
import { parseData } from '../../upstream/parse';
import { toCatalogue, toGradeOptions, type CatalogueGradeSource } from './converters';
import { gradesDto, landingDto } from './upstream-types';

// Public endpoints: fetched WITHOUT the viewer's token (a stale one would turn them into 401s) and shared by all
// viewers through the public cache, which also coalesces concurrent misses into one upstream call. The cache holds
// the mapped values: the catalogue is validated and mapped once per fill, not once per request.

export function fetchCatalogue(ctx: GatewayContext): Promise<CatalogueGradeSource[]> {
  return ctx.publicCache.get('landing/quizzes/', async () =>
    toCatalogue(parseData(landingDto, await ctx.upstream.get('landing/quizzes/', { auth: false }))),
  );
}

export function fetchGrades(ctx: GatewayContext): Promise<GradeOption[]> {
  return ctx.publicCache.get('grades/', async () =>
    toGradeOptions(parseData(gradesDto, await ctx.upstream.get('grades/', { auth: false }))),
  );
}

/** The name of the grade `grades` lists with this id; null for any other value (checked before any lookup). */
export async function listedGrade(ctx: GatewayContext, gradeId: string): Promise<string | null> {
  const id = gradeId.trim();
  if (!isNumericId(id)) return null;
  return (await fetchGrades(ctx)).find((g) => g.id === id)?.label ?? null;
}
