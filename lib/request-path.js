// @ts-check
// A request path that cannot be decoded (QUALITY R9): Next answers "/%FF" or "/blog/%ED%A0%80" with a
// plain-text 500 when it decodes the path for its routes, after proxy.ts (which GETs of most paths never
// reach). scripts/serve.mjs asks this module first, so such a path gets what any unknown path gets.
// Plain JS: the custom server loads it without a build.

/** A path no route matches: Next renders it whole with app/not-found.tsx, status 404 (lib/public-routes.ts). */
const UNMATCHED_PATH = "/404/pagina-inexistenta";
/** The API's answer to a path it cannot read. */
const MALFORMED_PATH_MESSAGE = "Adresa cererii nu este validă: conține caractere codificate greșit.";

/**
 * What to do with a request target whose path does not decode as UTF-8 percent-encoding: "api" for
 * the API (a JSON 400), "page" for anything else (the site's 404 page), null when the path is fine.
 * The query string is left to whoever reads it.
 * @param {string} target the request line's target, e.g. "/blog/%FF?page=2"
 * @returns {"api" | "page" | null}
 */
function malformedPathAnswer(target) {
  const path = target.split("?", 1)[0];
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path === "/api" || path.startsWith("/api/") ? "api" : "page";
  }
}

/**
 * Wraps a request listener: a path that cannot be decoded never reaches it as such. The API gets a
 * JSON 400 here; a page request is handed on as a request for UNMATCHED_PATH, so Next renders the
 * 404 page exactly as for any other unknown address.
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} listener
 */
function withDecodablePath(listener) {
  return (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    const answer = malformedPathAnswer(req.url || "/");
    if (answer === "api") {
      res.writeHead(400, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      });
      res.end(JSON.stringify({ message: MALFORMED_PATH_MESSAGE }));
      return undefined;
    }
    if (answer === "page") req.url = UNMATCHED_PATH;
    return listener(req, res);
  };
}

module.exports = { MALFORMED_PATH_MESSAGE, UNMATCHED_PATH, malformedPathAnswer, withDecodablePath };
