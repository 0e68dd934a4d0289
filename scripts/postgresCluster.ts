import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server for the tests and the bench: a new cluster (initdb) in a
 * temporary folder, listening on 127.0.0.1 at a free port, removed by stop(). Run as the
 * `postgres` user when this process is root (initdb refuses root), as this user otherwise.
 * Debian's postgresql package is all it needs (`.ci/run` installs it).
 */
export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database, as its superuser `postgres`. */
  url: string;
  port: number;
  /** The URL of another database of the cluster. */
  urlOf(database: string): string;
  /** Runs one SQL statement or psql command (`\\d users`) as the superuser; psql's unaligned output. */
  psql(sqlText: string, database?: string): string;
  stop(): void;
}

export interface ClusterOptions {
  /**
   * false (tests): no fsync, no full-page writes — a crash of the machine loses the cluster,
   * which is thrown away anyway. true (bench): PostgreSQL's durable defaults, as SQLite's FULL.
   */
  durable?: boolean;
}

/** The newest installed PostgreSQL's programs: PG_BIN, Debian's /usr/lib/postgresql/<n>/bin, or PATH. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return path.join(root, versions[0], 'bin');
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql), or set PG_BIN to its bin folder.');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-pg-'));
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const run = (program: string, args: string[]): string => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    return execFileSync(command, all, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  let port = 0;
  try {
    // C.UTF-8: byte-order sorting that does not depend on the machine, with Unicode's lower()
    // (pg_trgm folds case through it: accented and non-Latin text is searched case-blind too).
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    port = await freePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=200',
      ...(options.durable ? [] : ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off']),
    ];
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']);
  } catch (e) {
    remove();
    throw new Error(`Could not start a PostgreSQL cluster: ${(e as { stderr?: string }).stderr || (e as Error).message}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      remove();
    }
  };
  // A run that ends without calling stop() (a failure, Ctrl+C) still stops it.
  process.on('exit', stop);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    psql: (sqlText, database = 'postgres') =>
      execFileSync(path.join(bin, 'psql'), ['-X', '-q', '-A', '-v', 'ON_ERROR_STOP=1', '-d', urlOf(database), '-c', sqlText], {
        encoding: 'utf8',
      }),
    stop,
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
