/** A card as it may be shown: never more than its last four digits ("•••• 4242"). */
export function maskCard(last4: unknown): string {
  const digits = String(last4 ?? '')
    .replace(/\D/g, '')
    .slice(-4);
  return `•••• ${digits.padStart(4, '•')}`;
}
