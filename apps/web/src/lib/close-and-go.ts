import { useNavigate } from './router';
import { useLocalize } from './lng';

/** For a dialog's buttons that lead elsewhere: `go(path)` closes it, then opens the path in this language. */
export function useCloseAndGo(close: () => void): (path: string) => void {
  const navigate = useNavigate();
  const to = useLocalize();
  return (path) => {
    close();
    navigate(to(path));
  };
}
