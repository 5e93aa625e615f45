import type { UserResponse } from '@pratiche/contracts';
import { AuditHistoryDialog } from '../../features/audit/components/audit-history-dialog';
import { UsersTab } from '../../features/user/components/users-tab';
import { AddCreditsDialog } from '../../features/wallet/components/add-credits-dialog';

/** A user's 'Storico': the account's stream and its wallet's (the wallet stream has the user's id). */
function UserHistoryDialog({ user, onClose }: { user: UserResponse; onClose: () => void }) {
  return (
    <AuditHistoryDialog
      streams={[
        { kind: 'user', id: user.id },
        { kind: 'wallet', id: user.id },
      ]}
      onClose={onClose}
    />
  );
}

/** The 'Utenti' tab (the user feature's) with the wallet's credits dialog and the audit log's history. */
export function AdminUsersTab() {
  return <UsersTab CreditsDialog={AddCreditsDialog} HistoryDialog={UserHistoryDialog} />;
}
