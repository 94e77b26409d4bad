import { useSession } from '../../../lib/session.ts';
import { useKnownAccount } from '../hooks/use-admin-audit.ts';

/**
 * An account in the log by its name and e-mail when it has been met (found in a search, or the
 * admin reading), else by its number.
 */
export function AccountName({ id }: { id: number }) {
  const session = useSession();
  const account = useKnownAccount(id);
  if (session && Number(session.sub) === id) return <>{`${session.name} (you)`}</>;
  return <>{account ? `${account.name} (${account.email})` : `Account #${id}`}</>;
}
