// react-admin's pages for rare cases (an error outside the layout, a failed authentication, the
// `/auth-callback` route), in a chunk of their own: no first screen shows them (see ConsoleAdmin).
export { AuthCallback, AuthenticationError, Error } from 'react-admin';
