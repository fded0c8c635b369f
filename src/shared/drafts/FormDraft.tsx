import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { registerDraftSource, takeDraft } from './draftSources';
import { useDiscardDraftOnSave } from './useDiscardDraftOnSave';
import { useDraftKey } from './useDraftKey';

export const DRAFT_RESTORED_MESSAGE = 'notifications.draftRestored';

/**
 * Inside a form, keeps what the user typed across a forced sign-in: while the form has changes,
 * `keepDrafts` (the session has ended) writes its values to session storage; back on the same
 * route as the same user, they are put back in the form with a notice, and the draft is deleted
 * (as it is once the form saves). `name` tells two forms of one page apart; `omit` leaves out
 * values a form rebuilds on its own from the others.
 */
const NOTHING: readonly string[] = [];

export const FormDraft = ({
  name,
  omit = NOTHING,
}: {
  name?: string;
  omit?: readonly string[];
}) => {
  const key = useDraftKey(name);
  const { getValues, reset, formState } = useFormContext();
  const { isDirty } = useFormState();
  const notify = useNotify();
  const restored = useRef(false);
  useDiscardDraftOnSave(key);

  useEffect(
    () => (isDirty ? registerDraftSource(key, () => getValues()) : undefined),
    [isDirty, key, getValues],
  );

  // Once ready, the form has had its first reset (to the record or the defaults): restore after.
  useEffect(() => {
    if (!formState.isReady || restored.current) return;
    restored.current = true;
    const draft = takeDraft(key);
    if (!draft) return;
    for (const source of omit) delete draft[source];
    reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    notify(DRAFT_RESTORED_MESSAGE, { type: 'info' });
  }, [formState.isReady, key, getValues, reset, notify, omit]);
  return null;
};
