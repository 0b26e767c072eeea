// @ts-check
// Next 16.4 sends an ISR page's redirect (SPEC 2.1's redirect of a missing item to /404) with two
// Location fields when it renders it on a miss: its render sets the header on the response, then its
// cache step appends the cached copy of the same header (vercel/next.js#82117, still open in 16.4.6).
// Browsers cope, but Fetch and many proxies join the two into "/404, /404", a URL that does not exist.
// Location holds one URI (RFC 9110, 10.2.2), so the custom server keeps the last value instead of a
// second field: a change to our own response object, not to what Next renders.

/**
 * @template {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} L
 * @param {L} listener
 * @returns {L}
 */
function withSingleLocation(listener) {
  return /** @type {L} */ (
    (req, res) => {
      const append = res.appendHeader.bind(res);
      res.appendHeader = (name, value) => {
        if (name.toLowerCase() === "location" && res.hasHeader("location")) {
          res.setHeader("location", Array.isArray(value) ? value[value.length - 1] : value);
          return res;
        }
        return append(name, value);
      };
      return listener(req, res);
    }
  );
}

module.exports = { withSingleLocation };
