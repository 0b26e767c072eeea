/** The short page the proxy answers by itself (a refused post, a page gone for good): no script, no style sheet, a way home. */
export function plainPage(title: string, text: string): string {
  return [
    '<!DOCTYPE html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5">',
    `<h1>${title}</h1><p>${text}</p><p><a href="/">Mergi la prima pagină</a></p>`,
    "</body></html>",
  ].join("");
}
