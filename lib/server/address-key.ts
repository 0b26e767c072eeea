import { isIPv6 } from "node:net";

/**
 * The key an address-based limit counts under (the sign-in lockout, the contact form's rate limit,
 * QUALITY R6). IPv4 as it is; IPv6 by its /64, the block one subscriber usually holds whole, so that
 * walking through one's own addresses does not reset the count.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().replace(/^\[|\]$/g, "").split("%")[0].toLowerCase();
  if (!isIPv6(bare)) return bare;
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head, tail] = bare.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}
