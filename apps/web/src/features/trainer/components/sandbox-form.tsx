import { Alert, Button, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { createSandboxMutationOptions, type SandboxCreation } from '../api/sandboxes';
import { sandboxAppHref } from './sandbox-links';
import { SandboxSourceFields } from './sandbox-source-fields';

interface Created {
  name: string;
  key: string;
  task: string | undefined;
}

/** A new sandbox for a trainee, from the seeded network or a snapshot, with a scenario loaded if chosen. */
export function SandboxForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<SandboxCreation>();
  const [created, setCreated] = useState<Created>();
  const create = useAction({
    kind: 'add',
    confirm: false,
    mutation: createSandboxMutationOptions(),
    successText: (sandbox) => t('trainer.sandbox.created', { name: sandbox.name }),
    failureText: (reason) => t('trainer.sandbox.createFailed', { reason }),
    onSuccess: (sandbox) => {
      setCreated({ name: sandbox.name, key: sandbox.key, task: sandbox.task });
      form.resetFields();
    },
  });
  const nameLabel = t('trainer.sandbox.name');

  return (
    <>
      <Form<SandboxCreation>
        form={form}
        name="sandbox"
        layout="vertical"
        onFinish={(values) => create.trigger({ ...values, name: values.name.trim() })}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="name"
              label={nameLabel}
              extra={t('trainer.nameHint')}
              rules={[{ required: true, whitespace: true, message: t('trainer.form.required', { field: nameLabel }) }]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <SandboxSourceFields span={8} />
        </Row>
        <Button type="primary" htmlType="submit" loading={create.pending}>
          {t('trainer.sandbox.create')}
        </Button>
      </Form>
      {created ? (
        <Alert
          type="success"
          showIcon
          closable={{ 'aria-label': t('trainer.close'), onClose: () => setCreated(undefined) }}
          title={
            <>
              {t('trainer.sandbox.handOut', { name: created.name })}{' '}
              <Typography.Link href={sandboxAppHref(created.name)} target="_blank" rel="noopener">
                {sandboxAppHref(created.name)}
              </Typography.Link>
            </>
          }
          description={
            <>
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('trainer.sandbox.handOutKey', { key: created.key })}
              </Typography.Paragraph>
              {created.task ? t('trainer.sandbox.task', { task: created.task }) : null}
            </>
          }
        />
      ) : null}
    </>
  );
}
