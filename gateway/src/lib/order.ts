/** Orders by the number in a name ("Grade 10" after "Grade 9"); names without one go last, alphabetically. */
export function byNumberInName(a: string, b: string): number {
  const na = /\d+/.exec(a);
  const nb = /\d+/.exec(b);
  if (na && nb && Number(na[0]) !== Number(nb[0])) return Number(na[0]) - Number(nb[0]);
  if (na && !nb) return -1;
  if (!na && nb) return 1;
  return a.localeCompare(b);
}
