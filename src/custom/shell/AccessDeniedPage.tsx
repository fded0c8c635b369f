import { useTranslate } from 'react-admin';
import { AccessDeniedIllustration } from './AccessDeniedIllustration';
import { ErrorPage } from './ErrorPage';

/** Shown when the route's required role is missing (spec §2, §8), with the 403 image. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <ErrorPage
      title="ra.page.access_denied"
      message="ra.message.access_denied"
      image={
        <AccessDeniedIllustration
          title={translate('shell.accessDenied.image', { _: '403 - Access denied' })}
        />
      }
    />
  );
};
