import type { UserStatus } from '@pratiche/contracts';
import { Alert } from 'antd';
import { useAppConfig } from '../api/get-app-config';

/**
 * What an account that is not active is told (spec 2); `active` shows no notice. The support
 * address is the server's SUPPORT_EMAIL, read at run time.
 */
export function AccountStatusNotice({ status }: { status: Exclude<UserStatus, 'active'> }) {
  const supportEmail = useAppConfig().data?.supportEmail;
  if (status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        message="Account in fase di verifica"
        description="Il nostro team sta verificando i dati e la visura camerale della tua azienda. Riceverai una notifica non appena il tuo account sarà attivato."
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      message={status === 'blocked' ? 'Account bloccato' : 'Account non approvato'}
      description={
        <>
          {status === 'blocked'
            ? 'Il tuo account è stato bloccato e al momento non puoi operare sulla piattaforma.'
            : 'La registrazione del tuo account non è stata approvata.'}{' '}
          Per conoscere nel dettaglio le motivazioni e richiedere la riattivazione, contatta il supporto via e-mail
          {supportEmail ? (
            <>
              {' '}
              all'indirizzo <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </>
          ) : (
            '.'
          )}
        </>
      }
    />
  );
}
