import { useMutation } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Input, InputNumber, Progress, Radio, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { createSandboxMutationOptions } from '../api/sandboxes';
import type { ScenarioName } from '../api/scenarios';
import { classNames } from './class-names';
import { sandboxAppHref } from './sandbox-links';
import { SandboxSourceFields } from './sandbox-source-fields';

/** How many sandboxes one class may ask for at once: the simulator's own limit refuses the rest by name. */
const MAX_CLASS = 40;

interface ClassValues {
  by: 'list' | 'prefix';
  names?: string;
  prefix?: string;
  count?: number;
  scenario?: ScenarioName;
  snapshot?: string;
}

type Outcome = { name: string } & (
  | { state: 'waiting' }
  | { state: 'ready'; key: string }
  | { state: 'failed'; reason: string }
);

/**
 * A whole class in one go: sandboxes named from a list or from a prefix and a count, all with the same scenario, made
 * one after the other (each copies the network) with the progress and each name's result in view.
 */
export function ClassForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClassValues>();
  const by = Form.useWatch('by', form) ?? 'list';
  const creation = createSandboxMutationOptions();
  // Each name's failure is said in its row, not as a toast.
  const create = useMutation({ ...creation, meta: { ...creation.meta, silentError: true } });
  const [outcomes, setOutcomes] = useState<readonly Outcome[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (values: ClassValues) => {
    const names = classNames(values);
    setOutcomes(names.map((name) => ({ name, state: 'waiting' })));
    setRunning(true);
    for (const name of names) {
      let outcome: Outcome;
      try {
        const sandbox = await create.mutateAsync({ name, scenario: values.scenario, snapshot: values.snapshot });
        outcome = { name, state: 'ready', key: sandbox.key };
      } catch (error) {
        outcome = { name, state: 'failed', reason: errorText(error) ?? t('trainer.class.failed') };
      }
      setOutcomes((current) => current.map((row) => (row.name === name ? outcome : row)));
    }
    setRunning(false);
  };

  const done = outcomes.filter((row) => row.state !== 'waiting').length;
  const failed = outcomes.filter((row) => row.state === 'failed').length;
  return (
    <Flex vertical gap={16}>
      <Form<ClassValues>
        form={form}
        name="class"
        layout="vertical"
        initialValues={{ by: 'list', count: 5 }}
        onFinish={(values) => void run(values)}
      >
        <Form.Item name="by" label={t('trainer.class.by')}>
          <Radio.Group
            options={[
              { value: 'list', label: t('trainer.class.byList') },
              { value: 'prefix', label: t('trainer.class.byPrefix') },
            ]}
          />
        </Form.Item>
        {by === 'list' ? (
          <Form.Item
            name="names"
            label={t('trainer.class.names')}
            extra={t('trainer.class.namesHint')}
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const count = classNames({ by: 'list', names: value }).length;
                  if (count === 0) throw new Error(t('trainer.form.required', { field: t('trainer.class.names') }));
                  if (count > MAX_CLASS) throw new Error(t('trainer.class.tooMany', { max: MAX_CLASS }));
                },
              },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="prefix"
                label={t('trainer.class.prefix')}
                extra={t('trainer.nameHint')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('trainer.form.required', { field: t('trainer.class.prefix') }),
                  },
                ]}
              >
                <Input maxLength={28} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="count" label={t('trainer.class.count')} rules={[{ required: true }]}>
                <InputNumber min={1} max={MAX_CLASS} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Row gutter={16}>
          <SandboxSourceFields span={12} />
        </Row>
        <Button type="primary" htmlType="submit" loading={running}>
          {t('trainer.class.create')}
        </Button>
      </Form>
      {outcomes.length > 0 ? (
        <Flex vertical gap={8} aria-live="polite">
          <Progress
            percent={Math.round((done / outcomes.length) * 100)}
            status={running ? 'active' : failed > 0 ? 'exception' : 'success'}
            format={() => t('trainer.class.progress', { done, total: outcomes.length })}
          />
          <Table<Outcome>
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={[...outcomes]}
            columns={[
              { title: t('trainer.sandbox.name'), dataIndex: 'name', key: 'name' },
              {
                title: t('trainer.class.result'),
                key: 'result',
                render: (_, row) =>
                  row.state === 'waiting' ? (
                    <Tag>{t('trainer.class.waiting')}</Tag>
                  ) : row.state === 'failed' ? (
                    <Typography.Text type="danger">{row.reason}</Typography.Text>
                  ) : (
                    <Flex vertical gap={0}>
                      <Typography.Link href={sandboxAppHref(row.name)} target="_blank" rel="noopener">
                        {sandboxAppHref(row.name)}
                      </Typography.Link>
                      <Typography.Text copyable={{ text: row.key }}>
                        {t('trainer.sandbox.handOutKey', { key: row.key })}
                      </Typography.Text>
                    </Flex>
                  ),
              },
            ]}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
