// Her grade's name from her profile, which two domains show: accounts (`User.grade`) and performance (the grade her
// progress is about). It reads accounts' DTO and catalogue's grade list, so it lives here rather than in either.
import type { GatewayContext } from '../context';
import type { MeDto } from '../domains/accounts/upstream-types';
import { fetchGrades } from '../domains/catalogue/rest-calls';

/** The user's grade name, whatever form the upstream sends it in (name, `{id, name}` or only an id). */
export async function gradeName(u: MeDto, ctx: GatewayContext): Promise<string | null> {
  const g = u.grade;
  if (g === null) return null;
  if (typeof g === 'string') return g;
  if (typeof g === 'object' && g.name) return g.name;
  // Only an id: name it from the (public, cached) grade list.
  const id = typeof g === 'object' ? g.id : String(g);
  const options = await fetchGrades(ctx);
  return options.find((o) => o.id === id)?.label ?? null;
}
