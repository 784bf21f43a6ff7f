import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Form, type FormProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../lib/phone';
import styles from './filter-bar.module.css';

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

const isSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** How many filters are in force. */
export const countSet = (values: object): number => Object.values(values).filter(isSet).length;

/**
 * The filter row above a list: inline fields, Search and Reset. On a phone the fields fold behind one Filters button
 * that says how many are set, and open in a panel from the bottom.
 */
export function FilterBar<V extends object>(props: FilterBarProps<V>) {
  const phone = usePhone();
  return phone ? <FoldedFilterBar {...props} /> : <FilterForm {...props} layout="inline" />;
}

function FoldedFilterBar<V extends object>({ extra, onSearch, onReset, ...props }: FilterBarProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = countSet(props.values);
  const close =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      setOpen(false);
      action(...args);
    };
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} aria-expanded={open}>
        {count > 0 ? t('common.list.filtersSet', { count }) : t('common.list.filters')}
      </Button>
      {extra}
      <Drawer placement="bottom" size="85%" open={open} onClose={() => setOpen(false)} title={t('common.list.filters')}>
        <FilterForm {...props} onSearch={close(onSearch)} onReset={close(onReset)} layout="vertical" />
      </Drawer>
    </Flex>
  );
}

function FilterForm<V extends object>({
  values,
  onSearch,
  onReset,
  children,
  extra,
  layout,
}: FilterBarProps<V> & { layout: 'inline' | 'vertical' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, values]);

  const onFinish: FormProps<V>['onFinish'] = (submitted) => onSearch(submitted);

  return (
    <Form<V>
      form={form}
      layout={layout}
      onFinish={onFinish}
      className={layout === 'vertical' ? styles.stacked : undefined}
      style={layout === 'inline' ? { rowGap: 12, marginBottom: 16 } : undefined}
    >
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
