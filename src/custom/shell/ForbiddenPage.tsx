import { ErrorPage } from './ErrorPage';

export const ForbiddenPage = () => (
  <ErrorPage title="shell.forbidden.title" message="shell.forbidden.message" />
);
