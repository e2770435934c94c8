import type { ReactNode } from 'react';

/** The heading of an account page: its title and an optional lead line (the head's layout in account-frame.css). */
export function PageHead({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="row-between page-head">
      <div>
        <h1 className="page-title">{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
      </div>
    </div>
  );
}
