import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../server/identity/passwords';

// `npm run hash-password`: reads a password on standard input and prints its scrypt hash, the
// `passwordHash` of a user in a realm file (REALM_FILE).
const input = createInterface({ input: process.stdin, terminal: false });
const [password] = await Promise.all([
  new Promise<string>((resolve) => input.once('line', resolve)),
]);
input.close();
if (!password) {
  console.error('usage: echo "the password" | npm run -s hash-password');
  process.exit(2);
}
console.log(await hashPassword(password));
