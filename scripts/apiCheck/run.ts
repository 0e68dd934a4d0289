import type { PermissionSubject } from '../../src/domain/permissions';
import { checkCommands } from './checkCommands';
import { checkImports } from './checkImports';
import { checkLists } from './checkLists';
import { checkPermissions } from './checkPermissions';
import { checkRoundTrips } from './checkRecords';
import type { Account, CheckContext } from './context';
import { ApiHttp, type Dialect } from './http';
import { Report, expectThat } from './report';
import { codeSource, signIn } from './signIn';
import { lintOpenApi } from './lintDocument';
import { ResponseContract } from './responseContract';

export interface ApiCheckOptions {
  url: string;
  dialect: Dialect;
  email: string;
  password: string;
  /** A file the codes are written to (read from its end), or a command printing the code ($EMAIL). */
  codeFrom: string;
  /** Other roles for the permission matrix: label → email (same password unless `email:password`). */
  roles?: Record<string, string>;
}

/** The whole suite against one server: read-mostly, and what it creates it removes. */
export async function runApiCheck(options: ApiCheckOptions): Promise<Report> {
  const report = new Report();
  const base = options.url.replace(/\/+$/, '').replace(/\/api$/, '');
  const anonymous = new ApiHttp(base, ResponseContract.fromFile());
  const codes = codeSource(options.codeFrom);

  const accountFor = async (label: string, email: string, password: string): Promise<Account | null> => {
    let account: Account | null = null;
    await report.check('sign-in', 'POST /api/auth/login, /api/auth/verify-otp', `password and code as ${label}`, async () => {
      const session = await signIn(anonymous, email, password, codes);
      const http = anonymous.withToken(session.token);
      const me = await http.send('GET', '/auth/me');
      expectThat(me.status === 200, `GET /api/auth/me answered ${me.status}`);
      const subject = ((me.body as { admin?: PermissionSubject }).admin ?? me.body) as PermissionSubject;
      expectThat(typeof subject.role === 'string', 'GET /api/auth/me names no role');
      account = { label, email, http, subject };
    });
    return account;
  };

  await report.check('sign-in', 'GET /api/users', 'no session: 401', async () => {
    const answer = await anonymous.send('GET', '/users');
    expectThat(answer.status === 401, `expected 401, got ${answer.status}`);
  });
  await report.check('sign-in', 'POST /api/auth/login', 'a wrong password: 401, no challenge', async () => {
    const answer = await anonymous.send('POST', '/auth/login', { identifier: options.email, password: `${options.password}-wrong` });
    expectThat(answer.status === 401 || answer.status === 400, `expected 401, got ${answer.status}`);
    expectThat(!(answer.body as { challengeId?: string } | null)?.challengeId, 'a wrong password still opened a challenge');
  });
  const main = await accountFor(options.email, options.email, options.password);
  if (!main) return report;
  const roles: Account[] = [];
  for (const [label, spec] of Object.entries(options.roles ?? {})) {
    const [email, password = options.password] = spec.split(':');
    const account = await accountFor(label, email, password);
    if (account) roles.push(account);
  }
  const ctx: CheckContext = { dialect: options.dialect, main, roles, report, samples: new Map() };
  await checkLists(ctx);
  await checkRoundTrips(ctx);
  await checkPermissions(ctx);
  await checkCommands(ctx);
  await checkImports(ctx);
  await report.check('errors', 'every refusal seen', 'a JSON body with a message (and a catalogue code where one applies)', () => {
    const bad = anonymous.errors.filter((e) => typeof (e.body as { message?: unknown } | null)?.message !== 'string');
    expectThat(
      !bad.length,
      `${bad.length} without a message: ${bad
        .slice(0, 5)
        .map((e) => `${e.route} (${e.status})`)
        .join(', ')}`,
    );
  });
  for (const account of [main, ...roles]) await account.http.send('POST', '/auth/logout');
  await checkContract(anonymous, report);
  return report;
}

/**
 * docs/openapi.json itself passes Redocly's linter, and every answer the suite received is one it
 * describes: one finding per route answered, as a validating proxy in front of the server would see it.
 */
async function checkContract(http: ApiHttp, report: Report): Promise<void> {
  await report.check('document', 'docs/openapi.json', "Redocly's recommended rules (redocly.yaml): no error, no warning", async () => {
    const problems = await lintOpenApi();
    expectThat(!problems.length, `${problems.length} problems: ${problems.slice(0, 5).join('; ')}`);
  });
  for (const [route, violations] of [...http.routes].sort(([a], [b]) => a.localeCompare(b))) {
    await report.check(
      'contract',
      route,
      'every answer is described: its status, its required headers, its body valid against the schema',
      () => {
        const shown = violations.slice(0, 3).map((v) => `${v.status}: ${v.problem}`);
        expectThat(!violations.length, `${violations.length} answers not described (${shown.join('; ')})`);
      },
    );
  }
}
