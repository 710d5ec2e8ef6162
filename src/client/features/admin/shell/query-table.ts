import type { UseQueryResult } from '@tanstack/react-query';

/** What a DataTable shows of a query: refreshing, the first load, a failure, and its rows. */
export function tableStateOf<Row>(
  query: Pick<UseQueryResult<Row[]>, 'isFetching' | 'isPending' | 'error' | 'data'>,
) {
  return { isBusy: query.isFetching, isLoading: query.isPending, error: query.error, rows: query.data };
}
