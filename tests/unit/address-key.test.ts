/** @jest-environment node */
import { addressKey } from "@/lib/server/address-key";

// QUALITY A13, R6: the address a lockout or the contact limit counts under. One IPv6 subscriber usually holds a whole /64,
// so its addresses count as one; IPv4 addresses count one by one.
describe("addressKey", () => {
  it("keeps IPv4 and the dev-server placeholder as they are", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey(" 198.51.100.1 ")).toBe("198.51.100.1");
    expect(addressKey("unknown")).toBe("unknown");
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0009", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("counts %p under %p", (ip, expected) => {
    expect(addressKey(ip)).toBe(expected);
  });

  it("tells neighbouring /64 blocks apart", () => {
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  });
});
