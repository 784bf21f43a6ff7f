import { isApiError } from '@pcharging/api-client';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundResult } from '../../../components/errors/not-found-result';

export interface LoadStateProps<T> {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  failedTitle: string;
  children: (data: T) => ReactNode;
}

/** A detail page's record: skeleton while it loads, 404 when it does not exist, retry when it failed. */
export function LoadState<T>({ query, failedTitle, children }: LoadStateProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (!query.isError) return <Skeleton active />;
  if (isApiError(query.error) && Number(query.error.code) === 404) return <NotFoundResult />;
  return (
    <Result
      status="warning"
      title={failedTitle}
      extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
    />
  );
}
