/** A greeting that fits the time of day (the portal is used in Romania, so the browser's clock). */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return "Bună dimineața";
  if (hour >= 12 && hour < 18) return "Bună ziua";
  return "Bună seara";
}
