import { savedSearchMessages, type SavedSearchMailMode } from '@pratiche/contracts';
import { Alert, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useCreateSavedSearch } from '../api/saved-searches';
import type { MarketplaceFilters } from '../marketplace-list';
import { savedSearchSummaryParts, toSavedSearchFilters } from '../saved-search-filters';
import { savedSearchesPath } from '../saved-search-filters';
import { MailModeRadios } from './mail-mode-radios';
import { savedSearchNameRules } from './saved-search-fields';

type Values = { name: string; mail: SavedSearchMailMode };

/** The server's refusals that concern the name go under the field; the others (too many searches, bad filters) above the form. */
const isNameError = (error: unknown) =>
  error instanceof ApiError && (error.message === savedSearchMessages.nameTaken || error.message === savedSearchMessages.name);

/**
 * Issue 31 'Salva ricerca': names the marketplace's current filters (shown as the summary the
 * saved searches page will show) and chooses how matches are mailed; the bell always tells them.
 */
export function SaveSearchDialog({ open, filters, onClose }: { open: boolean; filters: MarketplaceFilters; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateSavedSearch();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = toSavedSearchFilters(filters);

  const submit = ({ name, mail }: Values) => {
    setFailure(null);
    create.mutate(
      { name, mail, filters: saved },
      {
        onSuccess: (search) => {
          toast.success(savedSearchMessages.saved, `«${search.name}»: ti avviseremo quando una nuova pratica corrisponde ai filtri.`);
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, 'Ricerca non salvata: riprova tra poco.');
          if (isNameError(error)) form.setFields([{ name: 'name', errors: [message] }]);
          else setFailure(message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Salva ricerca"
      okText="Salva"
      cancelText="Annulla"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      afterOpenChange={(opened) => {
        if (opened) return;
        form.resetFields();
        setFailure(null);
      }}
      forceRender
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Salviamo i filtri attuali del marketplace:
      </Typography.Paragraph>
      <div aria-label="Filtri salvati" role="list" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 16 }}>
        {savedSearchSummaryParts(saved).map((part) => (
          <Tag role="listitem" key={part} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
            {part}
          </Tag>
        ))}
      </div>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        name="save-search-form"
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', mail: 'immediate' }}
        requiredMark={false}
      >
        <Form.Item<Values> name="name" label="Nome della ricerca" rules={savedSearchNameRules}>
          <Input name="name" maxLength={60} autoComplete="off" placeholder="Es. Superbonus oltre 50.000 €" />
        </Form.Item>
        <MailModeRadios label="Avvisi via e-mail" />
      </Form>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        La campanella ti avvisa sempre. Trovi e modifichi le ricerche in <Link to={savedSearchesPath}>Ricerche salvate</Link>.
      </Typography.Paragraph>
    </Modal>
  );
}
