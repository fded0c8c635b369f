// What ra-core's default router adapter imports from react-router-dom, less the data router it
// creates when <Admin> is not inside a router (see scripts/raCoreRouter/index.ts).
export * from 'react-router-dom';

const outsideRouter = () => {
  throw new Error('The console renders <Admin> inside its own BrowserRouter (src/app/App.tsx).');
};
export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;
