/** The Learnify mark: an open book sprouting a leaf, beside the wordmark. Decorative; the link around it is labelled. */
export function LearnifyLogo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <svg width="44" height="44" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="var(--color-brand)" />
        <path d="M9 17c5-2 10-2 15 2v20c-5-4-10-4-15-2z" fill="#fff" />
        <path d="M39 17c-5-2-10-2-15 2v20c5-4 10-4 15-2z" fill="var(--color-brand-light)" />
        <path d="M24 19c0-6 4-10 10-11-1 6-4 10-10 11z" fill="var(--color-accent)" />
      </svg>
      <span>Learnify</span>
    </span>
  );
}
