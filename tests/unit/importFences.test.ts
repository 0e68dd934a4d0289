import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';
import { fenceViolation } from '../../eslint/importFences.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The fence messages ESLint reports for `code` as if it were the file at `file`. */
async function fenceErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'fences/import-fences').map((m) => m.message);
}

// A server file's lint is typed: its first one starts TypeScript's project service, tens of
// seconds on a busy machine (one case passed 20 s under load).
describe('import fences (eslint.config.js, fences/import-fences)', { timeout: 120_000 }, () => {
  it('refuses a resource importing another resource, however the path is spelled', async () => {
    expect(
      await fenceErrors(
        'src/resources/strikes/StrikeList.tsx',
        "import { UserList } from '../users/list/UserList';\nexport const x = UserList;\n",
      ),
    ).toEqual(['src/resources/strikes may not import another resource (users): move what both need to src/resources/common or src/domain']);
    expect(
      await fenceErrors('src/resources/strikes/StrikeList.tsx', "export { UserList } from '../strikes/../users/list/UserList';\n"),
    ).toHaveLength(1);
    expect(await fenceErrors('src/resources/users/index.ts', "export const load = () => import('../orders/OrderList');\n")).toHaveLength(1);
  });

  it('lets a resource import itself, the shared kit, the domain, providers, the shell and the plain kit', async () => {
    const code = [
      "import { StrikeStatusField } from '../common/moderation/StrikeStatusField';",
      "import { fullName } from '../../domain/people';",
      "import { lazyPage } from '../../shell/lazyPage';",
      "import { PlainSvgIcon } from '../../ui/icons/PlainSvgIcon';",
      "import { API_URL } from '../../providers/config';",
      "import { strikeFilters } from './strikeFilters';",
      'export const all = [StrikeStatusField, fullName, lazyPage, PlainSvgIcon, API_URL, strikeFilters];',
    ].join('\n');
    expect(await fenceErrors('src/resources/strikes/StrikeList.tsx', code)).toEqual([]);
  });

  it('keeps the shared kit from importing any resource, and app code from test helpers', async () => {
    expect(
      await fenceErrors(
        'src/resources/common/StatusChip.tsx',
        "import { UserList } from '../users/list/UserList';\nexport const x = UserList;\n",
      ),
    ).toEqual(['src/resources/common is the kit every resource shares: it may not import the resource users']);
    expect(fenceViolation('src/resources/orders/OrderList.tsx', 'src/test/renderWithAdmin')).toMatch(/imports only/);
    expect(fenceViolation('src/resources/orders/OrderList.test.tsx', 'src/test/renderWithAdmin')).toBeNull();
    expect(fenceViolation('src/resources/orders/OrderList.tsx', 'src/account/authApi')).toMatch(/imports only/);
  });

  it('keeps the plain kit on the domain alone, and the Help Center off the resources', async () => {
    expect(fenceViolation('src/ui/tooltip/PlainTooltip.tsx', 'src/shell/theme')).toBe(
      'src/ui imports only src/domain, not src/shell/theme',
    );
    expect(fenceViolation('src/ui/tooltip/PlainTooltip.tsx', 'src/domain/constants')).toBeNull();
    expect(fenceViolation('src/helpCenter/HelpCenterDialog.tsx', 'src/resources/common/StatusChip')).toMatch(
      /^src\/helpCenter imports only/,
    );
    expect(fenceViolation('src/helpCenter/HelpCenterDialog.tsx', 'src/shell/buttons/AppButton')).toBeNull();
    expect(fenceViolation('src/helpCenter/HelpCenterDialog.test.tsx', 'src/test/renderWithAdmin')).toBeNull();
    expect(
      await fenceErrors('src/ui/PlainAvatar.tsx', "import { AppButton } from '../shell/buttons/AppButton';\nexport const x = AppButton;\n"),
    ).toEqual(['src/ui imports only src/domain, not src/shell/buttons/AppButton']);
  });

  it('lets the server import only src/domain from the browser code', async () => {
    expect(
      await fenceErrors(
        'server/auth/passwords.ts',
        "import { passwordProblems } from '../../src/account/passwordPolicy';\nexport const x = passwordProblems;\n",
      ),
    ).toEqual(['server/ imports only src/domain from the browser code, not src/account/passwordPolicy']);
    expect(
      await fenceErrors(
        'server/auth/passwords.ts',
        "import { passwordProblems } from '../../src/domain/passwordPolicy';\nexport const x = passwordProblems;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the worker pool free of what its workers do', async () => {
    expect(
      await fenceErrors('server/threads/workerPool.ts', "import { runReadJob } from '../reads/readJobs';\nexport const x = runReadJob;\n"),
    ).toEqual(['server/threads is the generic worker pool: it imports only server/http/errors from the server, not server/reads/readJobs']);
    expect(
      await fenceErrors('server/threads/workerPool.ts', "import { HttpError } from '../http/errors';\nexport const x = HttpError;\n"),
    ).toEqual([]);
  });
});

describe('the pages shown without a session (eslint.config.js, src/publicPages)', () => {
  const restricted = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/publicPages/SignInPage.tsx') });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('bring neither react-admin nor MUI with them', async () => {
    expect(await restricted("import { Button } from '@mui/material';\nexport const x = Button;\n")).toHaveLength(1);
    expect(await restricted("import { useTranslate } from 'react-admin';\nexport const x = useTranslate;\n")).toHaveLength(1);
    expect(await restricted("import { useState } from 'react';\nexport const x = useState;\n")).toEqual([]);
  });
});
