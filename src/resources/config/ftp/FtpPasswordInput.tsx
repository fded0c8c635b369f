import { PasswordInput } from 'react-admin';

/** The account's first password: typed by the operator, or left empty for a generated one. */
export const FtpPasswordInput = ({ source }: { source: string }) => (
  <PasswordInput
    source={source}
    fullWidth
    autoComplete="new-password"
    helperText="resources.config/connect-ftp.passwordHelp"
  />
);
