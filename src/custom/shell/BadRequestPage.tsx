import { ErrorPage } from './ErrorPage';

export const BadRequestPage = () => (
  <ErrorPage title="shell.badRequest.title" message="shell.badRequest.message" />
);
