import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../../src/config/env.ts';

// A transaction callback that uses the outer `db` hangs PGlite. The lint rule in
// eslint.config.js keeps every transaction behind withTransaction(db, (tx) => …) with `tx` only;
// this checks that the rule really refuses the mistakes (`pnpm lint` checks the code itself).
const repoRoot = path.resolve(PACKAGE_DIR, '..');
const filePath = path.join(PACKAGE_DIR, 'src/modules/example/queries.ts');

async function restrictedSyntaxMessages(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const header = `import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
`;

describe('transactions (the outer db inside a transaction hangs PGlite)', () => {
  it('refuses .transaction( outside withTransaction', async () => {
    const messages = await restrictedSyntaxMessages(
      `${header}export const count = (db: Db) => db.transaction(async (tx) => tx.execute(sql\`select 1\`));\n`,
    );
    expect(messages).toEqual([expect.stringContaining('withTransaction')]);
  });

  it('refuses the outer db inside a withTransaction callback', async () => {
    const messages = await restrictedSyntaxMessages(
      `${header}export const count = (db: Db) =>
  withTransaction(db, async (tx) => {
    await tx.execute(sql\`select 1\`);
    return db.execute(sql\`select 2\`);
  });\n`,
    );
    expect(messages).toEqual([expect.stringContaining('use tx only')]);
  });

  it('accepts a callback that uses tx only', async () => {
    const messages = await restrictedSyntaxMessages(
      `${header}export const count = (db: Db) => withTransaction(db, async (tx) => tx.execute(sql\`select 1\`));\n`,
    );
    expect(messages).toEqual([]);
  });
});
