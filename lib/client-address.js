// @ts-check
// The client's address as the server's own connection sees it (QUALITY R3), worked out where the
// socket is known (scripts/serve.mjs) and handed to Next in a header of ours: Next keeps a client-sent
// X-Forwarded-For as it is, so the app must not read that header itself.
const crypto = require("node:crypto");

/**
 * The request header that carries the address to route handlers and Server Actions. Its name is a
 * secret of the server process: drawn here at random, unless the process was handed one in
 * CLIENT_ADDRESS_HEADER, which scripts/serve.mjs does for the app it runs, so a header a client sends
 * can never be taken for it. Under `next start` or `next dev` nothing sets a header of that name, and
 * the address is "unknown".
 */
const CLIENT_ADDRESS_HEADER = process.env.CLIENT_ADDRESS_HEADER || `x-client-address-${crypto.randomBytes(16).toString("hex")}`;
/** Longer than any real address (IPv6 with a zone); anything beyond is junk. */
const MAX_LENGTH = 64;

/**
 * The rightmost address no trusted proxy vouches for. The chain is X-Forwarded-For's entries followed
 * by the socket's peer; each of the `trustedProxies` proxies in front of the app appended the address
 * it received from, so that many entries from the right are proxies, and the one before them is the
 * client. With no trusted proxy it is the socket's peer, whatever the headers say.
 * @param {{ socket: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number }} input
 */
function clientAddress({ socket, forwardedFor, trustedProxies }) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor || "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket || "unknown"];
  const index = Math.max(0, chain.length - 1 - trustedProxies);
  return chain[index].replace(/^::ffff:/, "").slice(0, MAX_LENGTH);
}

/**
 * TRUSTED_PROXIES: how many reverse proxies stand in front of the app (default 0). Anything but a
 * whole number from 0 to 10 stops the start: a wrong value would let clients pick their own address.
 * @param {string | undefined} value
 */
function trustedProxiesFrom(value) {
  if (value === undefined || value.trim() === "") return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) {
    throw new Error(`TRUSTED_PROXIES trebuie să fie un număr întreg între 0 și 10 (acum: "${value}").`);
  }
  return n;
}

/**
 * The interface the server listens on: HOST when set; otherwise, behind trusted proxies, the loopback
 * only, because a client that reached the port directly could write the X-Forwarded-For entries the
 * app trusts and pick its own lockout and rate-limit key (QUALITY R3); with no trusted proxy, every
 * interface (undefined), as nothing a client sends is trusted then.
 * @param {{ host: string | undefined, trustedProxies: number }} input
 * @returns {string | undefined}
 */
function listenHost({ host, trustedProxies }) {
  const given = host?.trim();
  if (given) return given;
  return trustedProxies > 0 ? "127.0.0.1" : undefined;
}

/**
 * Wraps a request listener: every request reaches it with CLIENT_ADDRESS_HEADER set from the socket
 * (and the trusted proxies' X-Forwarded-For).
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} listener
 * @param {number} trustedProxies
 */
function withClientAddress(listener, trustedProxies) {
  return (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress({ socket: req.socket.remoteAddress, forwardedFor: req.headers["x-forwarded-for"], trustedProxies });
    return listener(req, res);
  };
}

module.exports = { CLIENT_ADDRESS_HEADER, clientAddress, listenHost, trustedProxiesFrom, withClientAddress };
