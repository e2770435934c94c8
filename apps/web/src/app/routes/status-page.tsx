import type { ReactNode } from 'react';
import '../../components/layout/shell.css';

/** The calm full-width page of an HTTP-like status (403, 404): the code, a heading, a line, and what follows. */
export function StatusPage({
  code,
  title,
  body,
  as: Wrapper = 'div',
  children,
}: {
  code: number;
  title: string;
  body: string;
  as?: 'div' | 'main';
  children?: ReactNode;
}) {
  return (
    <Wrapper className="status-page">
      <div>
        <div className="status-page__code" aria-hidden="true">
          {code}
        </div>
        <h1>{title}</h1>
        <p className="muted">{body}</p>
        {children}
      </div>
    </Wrapper>
  );
}
