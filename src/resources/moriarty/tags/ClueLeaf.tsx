import CloseIcon from '@mui/icons-material/Close';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBuilder } from './BuilderContext';
import type { ClueNode } from './queryTree';
import type { ClueCatalogue } from './useClueCatalogue';

const KEYS = 'moriarty.builder';

/** A clue in the tree: open it in place, see its query and state, remove it. */
export const ClueLeaf = ({ node, catalogue }: { node: ClueNode; catalogue: ClueCatalogue }) => {
  const translate = useTranslate();
  const { state, dispatch } = useBuilder();
  const clue = catalogue.clueOf(node.clueId);
  const label = clue?.label || translate(`${KEYS}.untitled`, { id: node.clueId });
  const badges = [
    node.clueId < 0 ? 'new' : state.drafts[node.clueId] ? 'edited' : undefined,
    state.added.includes(node.clueId) && node.clueId > 0 ? 'added' : undefined,
    state.opened.includes(node.clueId) ? 'opened' : undefined,
    state.failures[node.clueId] ? 'failed' : undefined,
  ].filter((badge): badge is string => badge !== undefined);
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ py: 0.25, minWidth: 0 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => dispatch({ type: 'openClue', clueId: node.clueId })}
        aria-label={translate(`${KEYS}.openClue`, { label })}
        sx={{ textTransform: 'none', flexShrink: 0 }}
      >
        {label}
      </Button>
      {badges.map((badge) => (
        <Chip
          key={badge}
          size="small"
          color={badge === 'failed' ? 'error' : 'default'}
          variant="outlined"
          label={translate(`${KEYS}.badges.${badge}`)}
        />
      ))}
      <Typography
        variant="caption"
        color="text.secondary"
        noWrap
        sx={{ fontFamily: 'monospace', minWidth: 0, flex: 1 }}
      >
        {clue?.query}
      </Typography>
      <Tooltip title={translate(`${KEYS}.removeClue`, { label })}>
        <IconButton
          size="small"
          aria-label={translate(`${KEYS}.removeClue`, { label })}
          onClick={() => dispatch({ type: 'remove', key: node.key })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
