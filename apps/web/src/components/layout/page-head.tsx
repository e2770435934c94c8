import type { ReactNode } from 'react';

/** The heading of an account page: its title and an optional lead line (styled by account-frame.css). */
export function PageHead({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="page-head">
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </div>
  );
}
