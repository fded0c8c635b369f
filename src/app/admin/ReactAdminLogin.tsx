// react-admin's own sign-in page, in a chunk of its own: the console signs in at the identity
// server, so `/login` is only reached by typing it (see ConsoleAdmin).
export { Login as default } from 'react-admin';
