import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useCreatePath,
  useGetResourceLabel,
  useTranslate,
} from 'react-admin';

interface RelatedRecordsProps {
  /** The related resource's react-admin name, e.g. `config/vocal-cookie`. */
  reference: string;
  /** Whether a row opens the related record's page. */
  linked?: boolean;
  /** The field the records are sorted by (default `name`). */
  sortField?: string;
  children: ReactNode;
}

/**
 * One client's records of another resource (`client_id` = the client), as a small paged table
 * titled with that resource's name; shown only to users who may list that resource.
 */
export const RelatedRecords = ({
  reference,
  linked = true,
  sortField = 'name',
  children,
}: RelatedRecordsProps) => {
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  const createPath = useCreatePath();
  const title = useGetResourceLabel()(reference, 2);
  if (!canAccess) return null;
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <ReferenceManyField
        reference={reference}
        target="client_id"
        perPage={5}
        sort={{ field: sortField, order: 'ASC' }}
        pagination={<Pagination rowsPerPageOptions={[5]} />}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) =>
            linked ? createPath({ resource: reference, id, type: 'edit' }) : false
          }
          empty={<Empty />}
        >
          {children}
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.config/clients.noRelated')}
    </Typography>
  );
};
