import { parseArgs } from 'node:util';
import { runApiCheck } from './apiCheck/run';

/**
 * `npm run api:check -- --url <base> [--dialect json-server|simple-rest] --email … --password …
 *  --code-from <file|command> [--role employee=employee@example.com …] [--verbose]`
 * Checks a server against docs/openapi.json's rules and prints what holds and what does not.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    dialect: { type: 'string', default: 'json-server' },
    email: { type: 'string' },
    password: { type: 'string' },
    'code-from': { type: 'string' },
    role: { type: 'string', multiple: true, default: [] },
    verbose: { type: 'boolean', default: false },
  },
});
const missing = (['url', 'email', 'password', 'code-from'] as const).filter((k) => !values[k]);
if (missing.length || !['json-server', 'simple-rest'].includes(values.dialect!)) {
  console.error(
    [
      `Missing: ${missing.map((m) => `--${m}`).join(', ') || 'a known --dialect'}`,
      'Usage: npm run api:check -- --url http://127.0.0.1:3000 --email admin@example.com --password … --code-from .data/outbox.jsonl',
      '       [--dialect json-server|simple-rest] [--role employee=employee@example.com] [--verbose]',
      '--code-from: a file the sign-in codes are written to, or a shell command printing the code for $EMAIL.',
    ].join('\n'),
  );
  process.exit(2);
}
const roles = Object.fromEntries(values.role!.map((r) => r.split('=', 2) as [string, string]));
const report = await runApiCheck({
  url: values.url!,
  dialect: values.dialect as 'json-server' | 'simple-rest',
  email: values.email!,
  password: values.password!,
  codeFrom: values['code-from']!,
  roles,
});
console.log(report.format(values.verbose));
process.exit(report.failed.length ? 1 : 0);
