/**
 * Writes a deterministic, internally consistent database for the reference API.
 *   npm run seed                                  -> db.json, 500 users, 3 000 orders
 *   npm run seed -- --users 100000 --out big.json -> 100 000 users, 100 000 orders
 *   --orders N overrides the order count (default: see defaultOrderCount).
 */
import { performance } from 'node:perf_hooks';
import { generateSeed } from './seed/generate';
import { parseSeedArgs } from './seed/options';
import { DbFileWriter } from './seed/writer';

const options = parseSeedArgs(process.argv.slice(2));
const started = performance.now();
const writer = new DbFileWriter(options.out);
generateSeed(options, writer);
const counts = writer.finish();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`Wrote ${options.out}: ${total} records (${options.users} users, ${options.orders} orders) in ${seconds} s`);
