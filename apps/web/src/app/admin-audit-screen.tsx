import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { AUDIT_KINDS } from '@crease/game';
import type { AuditFilters } from '../features/admin-audit/api/admin-audit-api.ts';
import { kindInWords } from '../features/admin-audit/audit-words.ts';
import { AuditLog } from '../features/admin-audit/components/AuditLog.tsx';
import { PlayerCard } from '../features/admin-audit/components/PlayerCard.tsx';
import { PlayerFinder } from '../features/admin-audit/components/PlayerFinder.tsx';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import screen from './screen.module.css';
import styles from './admin-audit-screen.module.css';

/** What the address holds: the filters, and the chosen player's e-mail (the API finds accounts by e-mail, not by id). */
interface AuditAddress extends AuditFilters {
  email: string | null;
}

/** The address's query: `?userId=12&email=asha%40example.com&kind=kyc.changed`. */
const queryOf = ({ userId, email, kind }: AuditAddress) => {
  const query = new URLSearchParams();
  if (userId !== null) query.set('userId', String(userId));
  if (userId !== null && email !== null) query.set('email', email);
  if (kind !== null) query.set('kind', kind);
  return query;
};

/**
 * `/admin/audit`: the audit log, narrowed to a player (found by e-mail) and a kind, both kept in
 * the address; a player's card offers the correction of their date of birth.
 */
export default function AdminAuditScreen() {
  useDocumentTitle('Audit log');
  return (
    <RequireAdmin>
      <AdminAudit />
    </RequireAdmin>
  );
}

function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const address: AuditAddress = { userId: positiveId(params.get('userId')), email: params.get('email') || null, kind: params.get('kind') || null };
  const filters: AuditFilters = { userId: address.userId, kind: address.kind };
  const choose = (change: Partial<AuditAddress>) => setParams(queryOf({ ...address, ...change }), { replace: true });
  const kinds: readonly string[] = filters.kind && !AUDIT_KINDS.includes(filters.kind as never) ? [...AUDIT_KINDS, filters.kind] : AUDIT_KINDS;

  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Audit log">
        <p>
          Who did what, when and from where: sign-ins from new devices, sessions ended, password, e-mail and KYC changes, dates of birth and states, and every admin
          action that moves money or results. Nobody can change or remove a line.
        </p>
      </PageHeader>
      <div className={styles.filters}>
        <Panel title="Player">
          {filters.userId === null ? (
            <PlayerFinder onChoose={(account) => choose({ userId: account.id, email: account.email })} />
          ) : (
            <PlayerCard id={filters.userId} email={address.email} onClear={() => choose({ userId: null, email: null })} />
          )}
        </Panel>
        <Panel title="Kind">
          <SelectField label="What happened" name="kind" value={filters.kind ?? ''} onChange={(event) => choose({ kind: event.target.value || null })}>
            <option value="">Every kind</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindInWords(kind)}
              </option>
            ))}
          </SelectField>
        </Panel>
      </div>
      <AuditLog filters={filters} playerLink={(userId) => `/admin/audit?${queryOf({ userId, email: null, kind: address.kind }).toString()}`} />
    </div>
  );
}
