import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
/** Files that exist (the server's lint is typed: its parser wants a file of the project), linted with other text. */
const SERVER_FILE = 'server/http/cors.ts';
const BROWSER_FILE = 'src/providers/config.ts';

/** What import-x/no-extraneous-dependencies says of `code` as if it were the file at `file`. */
async function undeclared(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-extraneous-dependencies').map((m) => m.message);
}

/**
 * Every package the code imports is declared in package.json (eslint.config.js). The case the
 * rule is for is a package that is in node_modules only as another one's dependency, as express
 * once arrived through json-server: here `qs`, which express brings. A package not installed at
 * all (`left-pad`) the rule skips by design (it cannot resolve it): `tsc` and the build refuse
 * that import ("Cannot find module").
 */
describe('undeclared imports (import-x/no-extraneous-dependencies)', () => {
  it('refuses a package package.json does not declare, in the server and in the browser code', async () => {
    const planted = "import { parse } from 'qs';\nexport const query = parse('a=1');\n";
    for (const file of [SERVER_FILE, BROWSER_FILE]) {
      expect(await undeclared(file, planted), file).toEqual([
        "'qs' should be listed in the project's dependencies. Run 'npm i qs' to add it",
      ]);
    }
    // The server's typed lint starts TypeScript's project service first: seconds on a busy machine.
  }, 120_000);

  it('lets a declared package through', async () => {
    expect(await undeclared(SERVER_FILE, "import express from 'express';\nexport const app = express();\n")).toEqual([]);
    expect(await undeclared(BROWSER_FILE, "import { fetchUtils } from 'react-admin';\nexport const f = fetchUtils;\n")).toEqual([]);
  });
});
