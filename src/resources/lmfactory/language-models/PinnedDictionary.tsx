import UpgradeIcon from '@mui/icons-material/Upgrade';
import { Button, Chip, Link, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Dictionary } from '../dictionaries/dictionaryRequests';

const KEYS = 'resources.lmfactory/language-models.sources';

/**
 * A dictionary version the model is built from; when the dictionary has a newer version, an
 * upgrade (a new model with that version, after confirmation).
 */
export const PinnedDictionary = ({
  dictionary,
  onUpgrade,
}: {
  dictionary: { id: number; label: string; version: number };
  onUpgrade: (id: number) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  const { data: current, error } = useGetOne<Dictionary>(
    'lmfactory/dictionaries',
    { id: dictionary.id },
    { retry: false },
  );
  const latest = current && !current.version.is_latest ? current.version.latest : undefined;
  const name = dictionary.label || `#${dictionary.id}`;
  const upgrade = async () => {
    setConfirming(false);
    setUpgrading(true);
    await onUpgrade(dictionary.id);
    setUpgrading(false);
  };
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          <Link component={RouterLink} to={`/lmfactory/dictionaries/${dictionary.id}`}>
            {translate(`${KEYS}.pinned`, { label: name, version: dictionary.version })}
          </Link>
        }
        secondary={error ? translate(`${KEYS}.unavailable`) : undefined}
      />
      {latest !== undefined && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip size="small" color="warning" label={translate(`${KEYS}.newer`, { latest })} />
          <Button
            size="small"
            startIcon={<UpgradeIcon />}
            disabled={upgrading}
            onClick={() => setConfirming(true)}
          >
            {translate(`${KEYS}.upgrade`, { latest })}
          </Button>
        </Stack>
      )}
      <Confirm
        isOpen={confirming}
        title={`${KEYS}.upgradeTitle`}
        content={`${KEYS}.upgradeExplain`}
        translateOptions={{ label: name, version: dictionary.version, latest }}
        confirm={`${KEYS}.upgradeConfirm`}
        onConfirm={upgrade}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
};
