import type { NotificationPreferences } from '@pratiche/contracts';
import { notificationKindLabels, notificationKinds, type NotificationKind } from '@pratiche/domain';
import { Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

type Person = { status: string; isAdmin: boolean; isCedente: boolean; isCessionario: boolean };

/** Who can receive each kind: a switch only for what may reach this person. */
const audience: Record<NotificationKind, (p: Person) => boolean> = {
  accountApproved: (p) => p.status === 'pending',
  accountRejected: (p) => p.status === 'pending',
  practiceApproved: (p) => p.isCedente,
  practiceRejected: (p) => p.isCedente,
  integrationRequested: (p) => p.isCedente,
  accessPurchased: (p) => p.isCedente,
  exclusivityPurchased: (p) => p.isCedente,
  reconfirmationDue: (p) => p.isCedente,
  documentRejected: (p) => p.isCedente,
  exclusivityEndingSoon: (p) => p.isCessionario,
  practiceAvailable: (p) => p.isCessionario,
  dataChangeRequested: (p) => p.isAdmin,
  // Issue 46: a document the seller added from the checklist, to verify (admins) or on a deal in progress (the holder).
  documentToReview: (p) => p.isAdmin,
  documentAdded: (p) => p.isCessionario,
  // Issue 29: a negotiation has a seller and a buyer, and reaches both.
  offerReceived: (p) => p.isCedente || p.isCessionario,
  offerAnswered: (p) => p.isCedente || p.isCessionario,
  closingUpdate: (p) => p.isCedente || p.isCessionario,
  // Issue 31: only buyers save marketplace searches.
  savedSearchAlert: (p) => p.isCessionario,
};

/**
 * 'Notifiche' on the profile: one switch per kind for the e-mail; the bell always lists every
 * notification. Each switch saves at once, like a phone's settings.
 */
export function NotificationPreferencesCard({ user }: { user: Person }) {
  const { data } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toast = useToast();
  const toggle = (current: NotificationPreferences, kind: NotificationKind, email: boolean) =>
    save.mutate({ ...current, [kind]: { email } }, { onError: (error) => toast.error('Preferenze non salvate', errorMessage(error, 'Riprova tra poco.')) });
  return (
    <Card title="Notifiche">
      <Typography.Paragraph type="secondary">
        Scegli per quali avvisi ricevere anche un'email. La campanella in alto li mostra sempre tutti.
      </Typography.Paragraph>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Flex justify="space-between" gap={12} aria-hidden style={{ paddingBottom: 6, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Typography.Text type="secondary">Avviso</Typography.Text>
            <Typography.Text type="secondary">Ricevi l'email</Typography.Text>
          </Flex>
          <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Email per tipo di avviso">
            {notificationKinds
              .filter((kind) => audience[kind](user))
              .map((kind) => (
                <Flex
                  component="li"
                  key={kind}
                  justify="space-between"
                  align="center"
                  gap={12}
                  style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
                >
                  <Typography.Text id={`notification-kind-${kind}`}>{notificationKindLabels[kind]}</Typography.Text>
                  <Switch
                    aria-labelledby={`notification-kind-${kind}`}
                    checked={data[kind].email}
                    checkedChildren="Sì"
                    unCheckedChildren="No"
                    loading={save.isPending && save.variables?.[kind].email !== data[kind].email}
                    onChange={(email) => toggle(data, kind, email)}
                  />
                </Flex>
              ))}
          </Flex>
        </>
      )}
    </Card>
  );
}
