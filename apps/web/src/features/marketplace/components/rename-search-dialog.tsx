import { type SavedSearch } from '@pratiche/contracts';
import { Form, Input, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useUpdateSavedSearch } from '../api/saved-searches';
import { savedSearchNameRules } from './saved-search-fields';

type Values = { name: string };

/** 'Rinomina' a saved search; the server's refusal (a name already used) shows under the field. */
export function RenameSearchDialog({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateSavedSearch();
  const toast = useToast();
  // The current name is in the field before the dialog paints: set after its opening animation, it
  // would overwrite what a quick person has already typed.
  useLayoutEffect(() => {
    if (search) form.setFieldsValue({ name: search.name });
  }, [search, form]);

  const submit = ({ name }: Values) => {
    if (!search) return;
    update.mutate(
      { id: search.id, name },
      {
        onSuccess: (renamed) => {
          toast.success('Ricerca rinominata', `Ora si chiama «${renamed.name}».`);
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'name', errors: [errorMessage(error, 'Ricerca non rinominata: riprova tra poco.')] }]),
      },
    );
  };

  return (
    <Modal
      open={search !== null}
      title="Rinomina la ricerca"
      okText="Salva"
      cancelText="Annulla"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      afterOpenChange={(open) => !open && form.resetFields()}
      forceRender
    >
      <Form<Values> form={form} name="rename-search-form" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item<Values> name="name" label="Nome della ricerca" rules={savedSearchNameRules}>
          <Input name="name" maxLength={60} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
