import type { ReactNode } from 'react';

/** The title block of a screen: one h1 per page, with an optional lead paragraph and actions. */
export function PageHeader({
  title,
  lead,
  actions,
  authored = false,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** The title is authored content (e.g. a quiz title): it keeps its own direction on an Urdu page. */
  authored?: boolean;
}) {
  return (
    <header className="page-header">
      <h1 dir={authored ? 'auto' : undefined}>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
