import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { trainerKeys } from '../api/keys';
import { simKey } from '../sim-key';

/**
 * Asks for the key of a simulator started with PCHARGING_SIM_KEY. The key stays in this tab; every call of the
 * console is made again with it.
 */
export function KeyPrompt() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ key: string }>();
  // A key kept in this tab and still answered 401 is a wrong one.
  const refused = simKey.get() !== undefined;
  const keyLabel = t('trainer.key.label');

  const submit = ({ key }: { key: string }) => {
    simKey.set(key.trim());
    void queryClient.resetQueries({ queryKey: trainerKeys.all });
  };

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            <LockOutlined /> {t('trainer.key.explain')}
          </Typography.Paragraph>
          {refused ? <Alert type="error" showIcon title={t('trainer.key.refused')} /> : null}
          <Form form={form} name="sim-key" layout="vertical" onFinish={submit}>
            <Form.Item
              name="key"
              label={keyLabel}
              rules={[{ required: true, whitespace: true, message: t('trainer.form.required', { field: keyLabel }) }]}
            >
              <Input.Password autoComplete="off" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('trainer.key.submit')}
            </Button>
          </Form>
        </Flex>
      </Card>
    </Flex>
  );
}
