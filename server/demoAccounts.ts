/** The demo administrators of the seed; each starts with DEMO_PASSWORD (see README). */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'Admin' },
  { email: 'employee@example.com', role: 'Employee' },
  { email: 'support@example.com', role: 'Tech Support' },
  { email: 'custom@example.com', role: 'Custom access' },
] as const;
