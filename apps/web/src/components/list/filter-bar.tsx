import { Button, Flex, Form, type FormProps } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterBarProps<V extends object> {
  /** The filters in force, in the form's shape; the form follows them (back/forward, shared links). */
  values: V;
  onSearch: (values: V) => void;
  onReset: () => void;
  /** The fields: `Form.Item`s named after the keys of `V`. */
  children: ReactNode;
  /** Actions beside the search buttons, such as an export. */
  extra?: ReactNode;
}

/** What a list's own filter bar takes from its screen: everything but the fields, which it brings itself. */
export type FilterBarState<V extends object> = Omit<FilterBarProps<V>, 'children'>;

/** The filter row above a list: inline fields, Search and Reset. */
export function FilterBar<V extends object>({ values, onSearch, onReset, children, extra }: FilterBarProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);

  const onFinish: FormProps<V>['onFinish'] = (submitted) => onSearch(submitted);

  return (
    <Form<V> form={form} layout="inline" onFinish={onFinish} style={{ rowGap: 12, marginBottom: 16 }}>
      {children}
      <Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit">
            {t('common.list.search')}
          </Button>
          <Button onClick={onReset}>{t('common.list.reset')}</Button>
          {extra}
        </Flex>
      </Form.Item>
    </Form>
  );
}
