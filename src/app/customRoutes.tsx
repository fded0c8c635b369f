import { lazy, Suspense } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { BadRequestPage, ForbiddenPage, FullScreenLoader } from '../custom/shell';
import { preloadComponent } from '../shared/preload';
import type { Registry } from './createRegistry';
import { FIRST_CONNECTION_PATH } from './firstConnection';

// Pages few screens lead to, each its own chunk (issue 16: not part of a first screen).
const ContactPage = lazy(() =>
  import('../custom/shell/contact/ContactPage').then((module) => ({
    default: module.ContactPage,
  })),
);
const FirstConnectionRoute = lazy(() =>
  import('./FirstConnectionRoute').then((module) => ({ default: module.FirstConnectionRoute })),
);
import { HomeRedirect } from './HomeRedirect';
import { SectionDetailRoute } from './SectionDetailRoute';
import { SectionRedirect } from './SectionRedirect';

const loading = <FullScreenLoader />;

/** Starts downloading the contact form (its menu entry pointed at). */
export const prefetchContactPage = () => preloadComponent(ContactPage);

/**
 * Routes that are not a resource: `/`, one redirect per section (`/lmfactory` → first permitted
 * child), section-level record pages (`/scribr/{call id}`), the error pages and the contact form. The `{language}` segment is handled by the
 * RouteGuard.
 */
export const customRoutes = (registry: Registry) => (
  <CustomRoutes>
    <Route path="/" element={<HomeRedirect />} />
    {registry.sections.map((section) => (
      <Route key={section.id} path={section.id} element={<SectionRedirect section={section} />} />
    ))}
    {registry.sections
      .filter((section) => registry.childrenOf(section.id).some((child) => child.sectionDetail))
      .map((section) => (
        <Route
          key={`${section.id}/:id`}
          path={`${section.id}/:id`}
          element={<SectionDetailRoute section={section} />}
        />
      ))}
    <Route path="forbidden" element={<ForbiddenPage />} />
    <Route path="bad-request" element={<BadRequestPage />} />
    <Route
      path="contact"
      element={
        <Suspense fallback={loading}>
          <ContactPage />
        </Suspense>
      }
    />
  </CustomRoutes>
);

/** The first-connection screen, outside the layout (nothing else to do there). */
export const shellRoutes = (
  <CustomRoutes noLayout>
    <Route
      path={FIRST_CONNECTION_PATH.slice(1)}
      element={
        <Suspense fallback={loading}>
          <FirstConnectionRoute />
        </Suspense>
      }
    />
  </CustomRoutes>
);
