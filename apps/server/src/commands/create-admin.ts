/**
 * Creates an admin account, or makes an existing account an admin with the given password:
 *   npm run create-admin -- --email boss@crease.in --name "Asha Rao"
 * The password is read from ADMIN_PASSWORD or asked for. It uses the same DATA_DIR or
 * DATABASE_URL as the server; on the embedded database, stop the server first (one process
 * per data directory).
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { emailField, passwordField } from '@crease/game';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../env.ts';

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Crease Admin' } },
  });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error('Give the admin\'s e-mail: npm run create-admin -- --email someone@example.com');
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    password = await prompt.question('Password for the admin: ');
    prompt.close();
  }
  const checked = passwordField.safeParse(password);
  if (!checked.success) throw new Error(checked.error.issues[0]!.message);

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { services } = await buildApp({ config, database });
    const admin = await services.auth.ensureAdmin({ email: email.data, password, name: values.name! });
    console.log(`${admin.email} is an admin (account ${admin.id}).`);
  } finally {
    await database.close();
  }
}

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
