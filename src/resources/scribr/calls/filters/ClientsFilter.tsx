import { useClients } from '../../../../shared/calls/useCallDirectory';
import type { UrlFilterInputProps } from '../../../../shared/declarations/types';
import { ChoicesInput } from '../../../../shared/serverList/inputs/ChoicesInput';

/** Clients (`GET /client/?limit=100`): the user's own, or every client for administrators. */
export const ClientsFilter = (props: UrlFilterInputProps<number[]>) => {
  const clients = useClients();
  return (
    <ChoicesInput<number>
      {...props}
      choices={clients.data ?? []}
      loading={clients.isPending}
      failed={!!clients.error}
    />
  );
};
