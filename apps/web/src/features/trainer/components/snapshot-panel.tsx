import { Button, Card, Flex, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { useFormat } from '../../../lib/format';
import {
  deleteSnapshotMutationOptions,
  restoreSnapshotMutationOptions,
  type Snapshot,
  saveSnapshotMutationOptions,
  useSnapshots,
} from '../api/snapshots';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

/** Saved networks, shared by the main network and every sandbox: save this one, bring one back, remove one. */
export function SnapshotPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const networkTime = useNetworkTime();
  const [form] = Form.useForm<{ name: string }>();
  const { data: snapshots, isPending } = useSnapshots();
  const exists = (name: string) => snapshots?.some((snapshot) => snapshot.name === name) ?? false;
  const save = useAction({
    kind: 'save',
    mutation: saveSnapshotMutationOptions(),
    confirmContent: (name) =>
      exists(name) ? t('trainer.snapshot.replaceConfirm', { name }) : t('trainer.snapshot.saveConfirm', { name }),
    successText: (_snapshot, name) => t('trainer.snapshot.saved', { name }),
    onSuccess: () => form.resetFields(),
  });
  const restore = useAction({
    kind: 'submit',
    mutation: restoreSnapshotMutationOptions(),
    confirmContent: (name) => t('trainer.snapshot.restoreConfirm', { name }),
    successText: (_answer, name) => t('trainer.snapshot.restored', { name }),
    failureText: (reason) => t('trainer.snapshot.restoreFailed', { reason }),
  });
  const remove = useAction({
    kind: 'delete',
    mutation: deleteSnapshotMutationOptions(),
    confirmContent: (name) => t('trainer.snapshot.deleteConfirm', { name }),
  });

  const columns: TableColumnsType<Snapshot> = [
    { title: t('trainer.snapshot.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('trainer.snapshot.size'),
      key: 'size',
      render: (_, snapshot) => t('trainer.snapshot.sizeValue', { size: format.number(snapshot.sizeBytes / 1024, 0) }),
    },
    { title: t('trainer.snapshot.savedAt'), key: 'savedAt', render: (_, snapshot) => networkTime(snapshot.savedAt) },
    {
      title: t('trainer.actions'),
      key: 'actions',
      render: (_, snapshot) => (
        <Space size={0} wrap>
          <Button
            type="link"
            aria-label={t('trainer.snapshot.restoreNamed', { name: snapshot.name })}
            onClick={() => restore.trigger(snapshot.name)}
          >
            {t('trainer.snapshot.restore')}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t('trainer.snapshot.deleteNamed', { name: snapshot.name })}
            onClick={() => remove.trigger(snapshot.name)}
          >
            {t('trainer.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={<SectionTitle>{t('trainer.snapshot.title')}</SectionTitle>}>
      <Flex vertical gap={16}>
        <Form form={form} name="snapshot" layout="vertical" onFinish={({ name }) => save.trigger(name.trim())}>
          <Form.Item
            name="name"
            label={t('trainer.snapshot.name')}
            extra={t('trainer.nameHint')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('trainer.form.required', { field: t('trainer.snapshot.name') }),
              },
            ]}
          >
            <Input maxLength={32} style={{ maxWidth: 360 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.pending}>
            {t('trainer.snapshot.save')}
          </Button>
        </Form>
        <Table<Snapshot>
          rowKey="name"
          size="small"
          loading={isPending}
          columns={columns}
          dataSource={snapshots}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('trainer.snapshot.none') }}
        />
      </Flex>
    </Card>
  );
}
