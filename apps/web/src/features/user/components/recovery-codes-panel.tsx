import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { saveBlob } from '../../../lib/download';
import { useToast } from '../../../lib/use-toast';
import { recoveryCodesFileName, recoveryCodesText } from '../two-factor-view';

// Two columns even at 390 px: an 11-character code in a monospaced font fits half a phone's card.
const codesList = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '8px 24px',
  margin: 0,
  paddingLeft: 28,
  fontSize: 16,
} as const;

type Props = { codes: readonly string[]; username: string; doneLabel: string; onDone: () => void };

/**
 * The 10 recovery codes, shown once right after 2FA is turned on (the server keeps only their
 * hashes): copy, download as a .txt, and a button to go on once they are kept.
 */
export function RecoveryCodesPanel({ codes, username, doneLabel, onDone }: Props) {
  const toast = useToast();
  const text = () => recoveryCodesText(codes, { username, site: window.location.host, createdAt: new Date() });
  const copy = () =>
    // The clipboard needs a secure context (https or localhost): elsewhere 'Scarica' still works.
    (navigator.clipboard?.writeText(text()) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toast.success('Codici copiati'),
      () => toast.error('Copia non riuscita', 'Usa «Scarica» per salvare i codici.'),
    );
  const download = () => saveBlob(new Blob([text()], { type: 'text/plain;charset=utf-8' }), recoveryCodesFileName(username));

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        message="Salva i codici di recupero"
        description="Li vedi solo ora. Ognuno vale una sola volta e ti fa accedere se non hai il telefono: conservali in un luogo sicuro."
      />
      <ol aria-label="Codici di recupero" style={codesList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Flex wrap gap={8}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          Copia
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          Scarica
        </Button>
        <Button type="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
