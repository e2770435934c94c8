/** The session's side of a game wallet, and the browser's view of a statement. */
import type { LoadedSession } from '../plugins/app/sessions';
import type { StatementView } from './catalog';
import type { Statement } from './registry';
import type { SessionOwner } from './service';

export function ownerOf(session: LoadedSession): SessionOwner {
  return {
    loginName: session.rec.loginName,
    sessionKey: session.key,
    kind: session.rec.kind,
    terminalId: session.rec.terminalId,
  };
}

export function statementView(s: Statement): StatementView {
  return {
    id: s.id,
    at: s.at,
    reason: s.reason,
    lines: s.lines,
    cashBalances: s.cashBalances,
  };
}
