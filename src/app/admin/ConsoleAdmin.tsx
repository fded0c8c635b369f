import CssBaseline from '@mui/material/CssBaseline';
import {
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  AdminContext,
  CoreAdminUI,
  ResourceDefinitionContextProvider,
  type AdminProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { FullScreenLoader } from '../../custom/shell/FullScreenLoader';
import { resourceDefinitionsOf } from './resourceDefinitionsOf';

/**
 * A react-admin page loaded when first shown: `<Suspense>` where CoreAdminUI renders it (it
 * renders pages bare), the full-screen loader meanwhile.
 */
function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactNode {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  const OnDemand = (props: Props) => (
    <Suspense fallback={<FullScreenLoader />}>
      <Page {...(props as ComponentProps<typeof Page>)} />
    </Suspense>
  );
  return OnDemand;
}

const pages = () => import('./ReactAdminPages');
const Login = onDemand(() => import('./ReactAdminLogin').then((module) => module.default));
const AuthCallback = onDemand(() => pages().then((module) => module.AuthCallback));
const AuthenticationError = onDemand(() => pages().then((module) => module.AuthenticationError));
const ErrorPage = onDemand(() => pages().then((module) => module.Error));

export type ConsoleAdminProps = Pick<
  AdminProps,
  | 'authProvider'
  | 'dataProvider'
  | 'i18nProvider'
  | 'store'
  | 'queryClient'
  | 'title'
  | 'theme'
  | 'darkTheme'
  | 'requireAuth'
  | 'disableTelemetry'
> &
  Required<Pick<CoreAdminUIProps, 'layout' | 'loading' | 'accessDenied' | 'catchAll'>> & {
    notification: ComponentType;
    children: ReactNode;
  };

/**
 * react-admin's `<Admin>` (AdminContext + AdminUI) but for its default pages: AdminUI imports
 * every default (sign-in form, layout, error pages) whether overridden or not, and those came with
 * every first screen (issue 16: the sign-in form alone brought the form library and the text
 * field). The pages the console does not replace load when first shown; the rest is AdminUI's.
 * The resources' definitions are there from the first render (resourceDefinitionsOf).
 */
export const ConsoleAdmin = ({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  queryClient,
  theme,
  darkTheme,
  notification: Notification,
  children,
  ...ui
}: ConsoleAdminProps) => {
  // The provider's initial state only: later changes of the resources are registered by
  // react-admin's router, as before.
  const [definitions] = useState(() => resourceDefinitionsOf(children));
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <ResourceDefinitionContextProvider definitions={definitions}>
          <CoreAdminUI
            loginPage={Login}
            authCallbackPage={AuthCallback}
            authenticationError={AuthenticationError}
            error={ErrorPage}
            {...ui}
          >
            {children}
          </CoreAdminUI>
        </ResourceDefinitionContextProvider>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
};
