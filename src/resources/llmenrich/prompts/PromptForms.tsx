import { GeneratedCreate, GeneratedEdit } from '../../../shared/resourceViews';
import { TryPanel } from './TryPanel';

/** `/llmenrich/prompts/add`: the declared inputs and the "Try it on a call" panel. */
export const PromptCreate = () => (
  <GeneratedCreate>
    <TryPanel />
  </GeneratedCreate>
);

/** `/llmenrich/prompts/edit/{uuid}`: the same, for a saved prompt. */
export const PromptEdit = () => (
  <GeneratedEdit>
    <TryPanel />
  </GeneratedEdit>
);
