import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { Contract, ContractInput, ContractOutput } from '../../../../domain/api/contract.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type CallMessages, callAdminApi } from './admin-call.ts';

type AdminQueryOptions<Reply, Data> = {
  /** What a failure says; by default the server's words (callAdminApi). */
  messages?: CallMessages;
  /** 'always' for data that may have changed since the page was last open. */
  refetchOnMount?: 'always';
  enabled?: boolean;
  /** The part of the reply the page shows. */
  select?: (reply: Reply) => Data;
};

/** One admin call as a TanStack query: its key, the call through callAdminApi, and the call's failure texts. */
export function useAdminQuery<C extends Contract, Data = ContractOutput<C>>(
  queryKey: QueryKey,
  contract: C,
  input: ContractInput<C>,
  { messages, ...options }: AdminQueryOptions<ContractOutput<C>, Data> = {},
) {
  return useQuery<ContractOutput<C>, Error, Data>(
    { queryKey, queryFn: ({ signal }) => callAdminApi(contract, input, { signal, messages }), ...options },
    queryClient,
  );
}
