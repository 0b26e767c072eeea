/**
 * A typical document as the editor serializes it (headings, alignment, sizes, colours, highlight,
 * link, lists, quote, table, image with settings). Tests use it twice: the editor must reproduce it
 * exactly (tests/unit/rich-text-editor.test.tsx) and the server sanitizer must keep all of it
 * (tests/server/editor-html-roundtrip.test.ts).
 */
export const EDITOR_OUTPUT_SAMPLE = [
  '<h1>Marketing online pentru afaceri locale</h1>',
  '<h2 style="text-align: center">Ce primiți</h2>',
  "<h3>Strategie</h3><h4>Implementare</h4><h5>Raportare</h5><h6>Optimizare</h6>",
  '<p style="text-align: justify">Un text <strong>aldin</strong>, <em>cursiv</em>, <u>subliniat</u> și <s>tăiat</s>, ',
  '<span style="color: #dc2626">roșu</span>, <span class="text-size-small">mic</span>, ',
  '<span class="text-size-large">mare</span>, <span class="text-size-huge">foarte mare</span>, ',
  '<span class="text-size-extra-large">extra mare</span>, <span class="text-size-extra-huge">uriaș</span>, ',
  '<span class="text-size-large" style="color: #12ab34">verde și mare</span>, ',
  '<mark data-color="#fef08a" style="background-color: #fef08a; color: inherit">evidențiat</mark> și un ',
  '<a target="_blank" rel="noopener noreferrer" href="https://exemplu.ro/servicii">link</a>.</p>',
  '<p style="text-align: right"><a target="_blank" rel="noopener noreferrer" href="mailto:contact@exemplu.ro">Scrieți-ne</a> ',
  'sau <a target="_blank" rel="noopener noreferrer" href="tel:+40721000000">sunați</a>.</p>',
  "<ul><li><p>SEO</p></li><li><p>PPC</p><ol><li><p>Google Ads</p></li></ol></li></ul>",
  "<blockquote><p>Rezultate, nu promisiuni.</p></blockquote>",
  '<img src="/uploads/0b7c1a52-4a55-4c8e-9d55-2f1f3a1b2c3d.jpg" alt="Echipa la lucru" ',
  'style="width: 600px; height: auto; display: block; margin-bottom: 1.5em; margin-left: auto; margin-right: auto" ',
  'data-float="centered" data-mobile-full="true">',
  '<img src="/uploads/1c8d2b63-5b66-4d9f-8e66-3f2f4b2c3d4e.png" style="width: 40%; float: left; margin-right: 24px" data-float="left">',
  '<div class="tableWrapper"><table><colgroup><col style="min-width: 25px"><col style="min-width: 25px"><col style="min-width: 25px"></colgroup>',
  "<tbody><tr><th><p>Serviciu</p></th><th><p>Preț</p></th><th><p>Durată</p></th></tr>",
  "<tr><td><p>SEO</p></td><td><p>800 €</p></td><td><p>3 luni</p></td></tr>",
  "<tr><td><p>PPC</p></td><td><p>600 €</p></td><td><p>lunar</p></td></tr></tbody></table></div>",
  "<p>Final.</p>",
].join("");
