import { consentBootstrapScript } from "./consent-store";

/**
 * Google Consent Mode v2 defaults (everything denied) and, for a returning visitor, the stored
 * choice, pushed to window.dataLayer while the HTML is parsed: before Google Tag Manager can ever
 * load. Rendered first by the public layout only, so the portal never gets a dataLayer.
 */
export function ConsentDefaults() {
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: consentBootstrapScript() }} />;
}
