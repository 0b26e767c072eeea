/**
 * A Romanian count: "1 mesaj", "2 mesaje", "20 de mesaje", "101 mesaje", "120 de mesaje". Romanian puts
 * "de" after numbers whose last two digits are 00 or 20-99 (zero excepted).
 */
export function romanianCount(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const rest = n % 100;
  const number = n.toLocaleString("ro-RO");
  return n !== 0 && (rest === 0 || rest >= 20) ? `${number} de ${many}` : `${number} ${many}`;
}
