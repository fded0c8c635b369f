import { ErrorPage } from './ErrorPage';

export const NotFoundPage = () => (
  <ErrorPage title="ra.page.not_found" message="ra.message.not_found" />
);
