import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** Loading, failure and refreshing states of a statistics answer; the figures stay visible while new ones load. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('statistics.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  return <Spin spinning={query.isFetching && query.isPlaceholderData}>{children(query.data as T)}</Spin>;
}
