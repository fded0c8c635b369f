import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface TagRef {
  id: number;
  label: string;
}

/** The tags using this clue (read-only), each opening its tag. */
export const ClueTags = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const tags: TagRef[] = Array.isArray(record?.tags) ? record.tags : [];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h2" id="moriarty-clue-tags">
        {translate('resources.moriarty/clues.fields.tags')}
      </Typography>
      {tags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.moriarty/clues.noTags')}
        </Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          flexWrap="wrap"
          useFlexGap
          component="ul"
          aria-labelledby="moriarty-clue-tags"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {tags.map((tag) => (
            <li key={tag.id}>
              <Chip
                label={tag.label}
                component={Link}
                to={`/moriarty/tags/${encodeURIComponent(String(tag.id))}`}
                clickable
                size="small"
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
