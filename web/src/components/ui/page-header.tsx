import type { ReactNode } from 'react';

/** The title block of a screen: one h1 per page, with an optional lead paragraph and actions. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
