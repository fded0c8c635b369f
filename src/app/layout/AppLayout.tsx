import { styled } from '@mui/material/styles';
import { Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { ProfilePanel } from '../../custom/shell';
import { onDemandPart } from '../../shared/preload';
import { useAnalytics } from '../analytics/useAnalytics';
import { RouteGuard } from '../RouteGuard';
import { useDocumentTitle } from '../useDocumentTitle';
import { useMainViews } from '../useMainViews';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { ShellOverlays } from './ShellOverlays';

// react-admin's error page, in the chunk of its rare pages (see ConsoleAdmin): loaded when an
// error shows, not with every first screen.
const LayoutErrorPage = onDemandPart(() => import('../admin/ReactAdminPages'), 'Error');

/**
 * react-admin's layout, drawn here with its parts and class names (so the theme styles it the
 * same): the shell's app bar, react-admin's sidebar with the sub-application menu, the page in an
 * error boundary; every page passes the route guard; the profile panel and the new-version banner
 * sit over it. Its own because react-admin's `Layout` imports its error page and the preferences
 * inspector, and with them the configurable title's editor (MUI's text field, select and inputs),
 * into every first screen (issue 16): here the error page loads when an error shows.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useDocumentTitle();
  // After the title, so a page view is sent with the page's title.
  useAnalytics();
  const { choices, mainView } = useMainViews();
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <AppMenu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <LayoutErrorPage
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>
                <RouteGuard>{children}</RouteGuard>
                <ProfilePanel mainViews={choices} mainView={mainView} />
                <ShellOverlays />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
};

// react-admin's Layout styles (ra-ui-materialui, layout/Layout), under its name (theme overrides
// of RaLayout apply); the content may shrink below its widest row: wide lists scroll inside it.
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: (theme.vars || theme).palette.background.default,
    position: 'relative',
    width: '100%',
    minWidth: 0,
    '& .RaLayout-appFrame': {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      minWidth: 0,
      marginTop: theme.spacing(6),
      [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    '& .RaLayout-contentWithSidebar': {
      display: 'flex',
      flexGrow: 1,
      minWidth: 0,
      transition: theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
    },
    '& .RaLayout-content': {
      backgroundColor: (theme.vars || theme).palette.background.default,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexBasis: 0,
      minWidth: 0,
      padding: 0,
      [theme.breakpoints.up('xs')]: {
        paddingRight: theme.spacing(1),
        paddingLeft: theme.spacing(1),
      },
    },
  }),
);
