import { ReferenceField, TextField } from 'react-admin';
import { EMPTY_VALUE } from '../../../shared/format';

/** The Moriarty tag a label judges, by its label (a link to the tag), or — when none. */
export const TagField = ({ source }: { source: string; label?: string }) => (
  <ReferenceField source={source} reference="moriarty/tags" emptyText={EMPTY_VALUE} link="edit">
    <TextField source="label" />
  </ReferenceField>
);
