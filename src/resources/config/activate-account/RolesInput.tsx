import { AutocompleteArrayInput, required } from 'react-admin';
import { GRANTABLE_ROLES } from './grantableRoles';

const CHOICES = GRANTABLE_ROLES.map((role) => ({ id: role, name: role }));
const validate = [required()];

/** The roles granted to the activated user, typed or picked among the grantable ones. */
export const RolesInput = ({ source }: { source: string }) => (
  <AutocompleteArrayInput
    source={source}
    choices={CHOICES}
    validate={validate}
    fullWidth
    helperText="resources.config/activate-account.rolesHelp"
  />
);
