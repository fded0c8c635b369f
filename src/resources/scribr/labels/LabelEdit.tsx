import { Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordEdit } from '../../../shared/resourceViews';
import { ExportButtons } from './ExportButtons';
import { LabelAnnotations } from './LabelAnnotations';
import { LabelForm } from './LabelForm';
import { LabelPanel } from './LabelPanel';
import { LabelQuality } from './LabelQuality';
import { LABELS, type LabelRecord } from './labelRecord';

const KEYS = 'resources.scribr/classification-labels';

/** Below the form: the tag's measured quality, the annotated calls and their export. */
const LabelInsights = ({ id }: { id: string }) => {
  const translate = useTranslate();
  // The record the form shows (one query, shared with <Edit>): saved changes show here too.
  const { data } = useGetOne(LABELS, { id });
  const label = data as LabelRecord | undefined;
  if (!label) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <LabelPanel title={translate(`${KEYS}.quality.title`)}>
        <LabelQuality label={label} />
      </LabelPanel>
      <LabelPanel
        title={translate(`${KEYS}.annotations.titleCount`, { count: label.annotated_calls })}
        actions={<ExportButtons id={label.id} />}
      >
        <LabelAnnotations label={label} />
      </LabelPanel>
    </Stack>
  );
};

/**
 * A classification label's page (`/scribr/classification-labels/{id}`, lazy-loaded): the label
 * to edit or delete, how well the tag it judges does (precision, recall, calls to review), its
 * annotated calls (each opening the call's details) and the training-data exports.
 */
const LabelEdit = () => {
  const { id } = useParams();
  return (
    <>
      <RecordEdit>
        <LabelForm />
      </RecordEdit>
      {id !== undefined && <LabelInsights id={id} />}
    </>
  );
};

export default LabelEdit;
