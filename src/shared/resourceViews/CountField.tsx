import { FunctionField, type RaRecord } from 'react-admin';

/** How many items a list field holds (list columns: lines, chosen corpuses, ...). */
export const CountField = ({ source }: { source: string; label?: string }) => (
  <FunctionField
    source={source}
    render={(record: RaRecord) => (Array.isArray(record[source]) ? record[source].length : 0)}
  />
);
