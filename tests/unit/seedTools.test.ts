import { iso, SEED_NOW } from '../../scripts/seed/clock';
import { parseSeedArgs } from '../../scripts/seed/options';

describe('seed tools', () => {
  it('formats instants exactly like Date#toISOString', () => {
    for (let ms = SEED_NOW - 800 * 86_400_000; ms < SEED_NOW; ms += 7_777_777_777 / 1000) {
      const t = Math.floor(ms);
      expect(iso(t)).toBe(new Date(t).toISOString());
    }
  });

  it('reads its options: 6 orders per user up to 3 000, never fewer than users', () => {
    expect(parseSeedArgs([])).toEqual({ users: 500, orders: 3000, out: 'db.json' });
    expect(parseSeedArgs(['--', '--users', '100000', '--out', 'big.json'])).toEqual({ users: 100000, orders: 100000, out: 'big.json' });
    expect(parseSeedArgs(['--users=100', '--orders=7'])).toEqual({ users: 100, orders: 7, out: 'db.json' });
    expect(() => parseSeedArgs(['--users', '0'])).toThrow();
    expect(() => parseSeedArgs(['--nope'])).toThrow();
  });
});
