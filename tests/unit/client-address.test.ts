/** @jest-environment node */
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { CLIENT_ADDRESS_HEADER, clientAddress, listenHost, trustedProxiesFrom, withClientAddress } from "@/lib/client-address";
import { clientIp } from "@/lib/server/client-ip";

// QUALITY R3: the client's address comes from the connection, and from X-Forwarded-For only through
// the configured number of trusted proxies; a client cannot choose its own rate-limit key.

describe("clientAddress", () => {
  it("is the socket's peer without trusted proxies, whatever the headers say", () => {
    expect(clientAddress({ socket: "203.0.113.9", forwardedFor: "1.2.3.4", trustedProxies: 0 })).toBe("203.0.113.9");
    expect(clientAddress({ socket: "::ffff:203.0.113.9", forwardedFor: undefined, trustedProxies: 0 })).toBe("203.0.113.9");
  });

  it("skips one entry from the right per trusted proxy, so addresses a client prepended are never read", () => {
    // The client sent "1.2.3.4"; nginx appended the address it saw (198.51.100.7) and connects from 127.0.0.1.
    const forwardedFor = "1.2.3.4, 198.51.100.7";
    expect(clientAddress({ socket: "127.0.0.1", forwardedFor, trustedProxies: 1 })).toBe("198.51.100.7");
    expect(clientAddress({ socket: "127.0.0.1", forwardedFor: "1.2.3.4, 198.51.100.7, 10.0.0.2", trustedProxies: 2 })).toBe("198.51.100.7");
    // Fewer entries than proxies: the leftmost there is.
    expect(clientAddress({ socket: "127.0.0.1", forwardedFor: undefined, trustedProxies: 1 })).toBe("127.0.0.1");
    expect(clientAddress({ socket: "127.0.0.1", forwardedFor: ["9.9.9.9", "8.8.8.8"], trustedProxies: 1 })).toBe("8.8.8.8");
  });

  it("takes TRUSTED_PROXIES as a whole number from 0 to 10 and refuses anything else", () => {
    expect(trustedProxiesFrom(undefined)).toBe(0);
    expect(trustedProxiesFrom("")).toBe(0);
    expect(trustedProxiesFrom("2")).toBe(2);
    for (const bad of ["-1", "1.5", "unu", "11"]) expect(() => trustedProxiesFrom(bad)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("clientIp: the rate-limit and lockout key", () => {
  it("is \"unknown\" for an address header a client sent itself, as under next start or next dev", () => {
    expect(clientIp(new Headers({ "x-client-address": "6.6.6.6", "x-forwarded-for": "7.7.7.7", "x-real-ip": "8.8.8.8" }))).toBe("unknown");
  });

  it("reads a header whose name each server process draws for itself, unless it is handed one", () => {
    const inherited = { ...process.env };
    delete inherited.CLIENT_ADDRESS_HEADER;
    const nameIn = (env: Record<string, string>) =>
      execFileSync(process.execPath, ["-p", `require(${JSON.stringify(path.join(process.cwd(), "lib/client-address.js"))}).CLIENT_ADDRESS_HEADER`], {
        env: { ...inherited, ...env },
      })
        .toString()
        .trim();
    const [first, second] = [nameIn({}), nameIn({})];
    expect(first).toMatch(/^x-client-address-[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    // scripts/serve.mjs hands the app it runs the name it set requests with.
    expect(nameIn({ CLIENT_ADDRESS_HEADER: first })).toBe(first);
  });
});

describe("withClientAddress, on a real socket", () => {
  async function serve(trustedProxies: number) {
    const server = http.createServer(
      withClientAddress((req, res) => res.end(clientIp(new Headers(req.headers as Record<string, string>))), trustedProxies),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return { url, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("replaces what the client sent under the header's name and ignores its X-Forwarded-For", async () => {
    const { url, close } = await serve(0);
    try {
      const answer = await fetch(url, { headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", "x-client-address": "5.5.5.5", "x-forwarded-for": "7.7.7.7" } });
      expect(await answer.text()).toBe("127.0.0.1");
    } finally {
      await close();
    }
  });

  it("behind one trusted proxy, reads the address that proxy appended", async () => {
    const { url, close } = await serve(1);
    try {
      const answer = await fetch(url, { headers: { "x-forwarded-for": "7.7.7.7, 198.51.100.20" } });
      expect(await answer.text()).toBe("198.51.100.20");
    } finally {
      await close();
    }
  });
});

describe("listenHost: where scripts/serve.mjs listens", () => {
  it("behind trusted proxies, the loopback only, so no client can reach the port and write the trusted entries", () => {
    expect(listenHost({ host: undefined, trustedProxies: 1 })).toBe("127.0.0.1");
    expect(listenHost({ host: " ", trustedProxies: 2 })).toBe("127.0.0.1");
  });

  it("without a trusted proxy, every interface, as before (nothing a client sends is trusted then)", () => {
    expect(listenHost({ host: undefined, trustedProxies: 0 })).toBeUndefined();
    expect(listenHost({ host: "", trustedProxies: 0 })).toBeUndefined();
  });

  it("HOST decides when set, e.g. a private address the proxy on another machine reaches", () => {
    expect(listenHost({ host: "10.0.0.5", trustedProxies: 1 })).toBe("10.0.0.5");
    expect(listenHost({ host: "0.0.0.0", trustedProxies: 0 })).toBe("0.0.0.0");
    expect(listenHost({ host: " ::1 ", trustedProxies: 1 })).toBe("::1");
  });

  it("a server given that host is bound to the loopback address and answers there", async () => {
    const server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, listenHost({ host: undefined, trustedProxies: 1 }), resolve));
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe("127.0.0.1");
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
