import { useAdminUser } from '../hooks/use-admin-audit.ts';

/** An account in the log by its name and e-mail, once read; by its number until then, or if it cannot be read. */
export function AccountName({ id }: { id: number }) {
  const user = useAdminUser(id);
  return <>{user.data ? `${user.data.name} (${user.data.email})` : `Account #${id}`}</>;
}
