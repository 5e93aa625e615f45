import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import { savedSearchMessages, type SavedSearch, type SavedSearchMailMode } from '@pratiche/contracts';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches';
import { savedSearchSummaryParts } from '../saved-search-filters';
import { mailModeOptions } from './saved-search-fields';

type Props = { search: SavedSearch; onOpen: (search: SavedSearch) => void; onRename: (search: SavedSearch) => void };

/** One saved search: its name, what it lists, how it mails, and 'Apri', 'Rinomina', 'Elimina'. */
export function SavedSearchCard({ search, onOpen, onRename }: Props) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const changeMail = (mail: SavedSearchMailMode) =>
    update.mutate(
      { id: search.id, mail },
      {
        onSuccess: () => toast.success(savedSearchMessages.updated),
        onError: (error) => toast.error('Ricerca non aggiornata', errorMessage(error, 'Riprova tra poco.')),
      },
    );
  const confirmDelete = () =>
    remove.mutateAsync(search.id).then(
      () => toast.success(savedSearchMessages.deleted, `«${search.name}» non ti avviserà più.`),
      (error: unknown) => toast.error('Ricerca non eliminata', errorMessage(error, 'Riprova tra poco.')),
    );
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {search.name}
        </Typography.Title>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ul aria-label={`Filtri di «${search.name}»`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {savedSearchSummaryParts(search.filters).map((part) => (
          <li key={part}>
            <Tag style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{part}</Tag>
          </li>
        ))}
      </ul>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" aria-hidden>
          Avvisi via e-mail
        </Typography.Text>
        <Select<SavedSearchMailMode>
          aria-label={`Avvisi via e-mail per «${search.name}»`}
          options={mailModeOptions}
          value={search.mail}
          onChange={changeMail}
          loading={update.isPending}
          style={{ maxWidth: 260 }}
        />
      </Flex>
      <Typography.Text type="secondary">Salvata il {formatDate(search.createdAt)}</Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 'auto' }}>
        <Button type="primary" icon={<SearchOutlined />} onClick={() => onOpen(search)} aria-label={`Apri «${search.name}» nel marketplace`}>
          Apri
        </Button>
        <Button icon={<EditOutlined />} onClick={() => onRename(search)} aria-label={`Rinomina «${search.name}»`}>
          Rinomina
        </Button>
        <ConfirmOnClick
          title={`Eliminare la ricerca «${search.name}»?`}
          description="Non riceverai più avvisi per questa ricerca."
          okText="Elimina"
          cancelText="Annulla"
          okButtonProps={{ danger: true }}
          onConfirm={confirmDelete}
        >
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending} aria-label={`Elimina «${search.name}»`}>
            Elimina
          </Button>
        </ConfirmOnClick>
      </Flex>
    </Card>
  );
}
