import { addCustomColor, isHexColor, toHexColor } from "@/lib/editor/colors";
import { isEmptyEditorHtml, isPendingSrc, stripPendingImages, trimTrailingEmptyParagraphs } from "@/lib/editor/html";
import { fitWithin, jpegName } from "@/lib/editor/image-resize";
import { LINK_MSG, normalizeLinkHref } from "@/lib/editor/link";
import { TEXT_SIZES, textSizeClass, textSizeFromClass } from "@/lib/editor/text-sizes";
import { inlineImagesFromHtml, uploadFailureMessage } from "@/components/editor/image-upload";
import { checkImageFile, IMAGE_MSG } from "@/components/admin/forms/image-upload-field";
import { ApiClientError } from "@/lib/api/client";

describe("links of the editor", () => {
  it.each([
    ["https://exemplu.ro/pagina?x=1#sus", "https://exemplu.ro/pagina?x=1#sus"],
    ["http://exemplu.ro", "http://exemplu.ro"],
    ["  exemplu.ro/servicii ", "https://exemplu.ro/servicii"],
    ["www.exemplu.ro", "https://www.exemplu.ro"],
    ["mailto:contact@exemplu.ro", "mailto:contact@exemplu.ro"],
    ["contact@exemplu.ro", "mailto:contact@exemplu.ro"],
    ["tel:+40 721 000 000", "tel:+40721000000"],
  ])("accepts %p as %p", (input, href) => {
    expect(normalizeLinkHref(input)).toBe(href);
  });

  it.each(["", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "ftp://exemplu.ro", "vbscript:x", "https://", "doar text", "mailto:nimeni", "tel:abc"])(
    "refuses %p",
    (input) => {
      expect(normalizeLinkHref(input)).toBeNull();
    },
  );

  it("explains what a link may be", () => {
    expect(LINK_MSG.invalid).toBe("Introduceți un link valid: http://, https://, mailto: sau tel:");
  });
});

describe("the editor's HTML value", () => {
  it("drops images still uploading (blob:) and inline data: images, keeps stored ones", () => {
    const html = '<p>a</p><img src="blob:http://x/1"><img src="/uploads/a.jpg" style="width: 10px"><img src="data:image/png;base64,AAAA"><p>b</p>';
    expect(stripPendingImages(html)).toBe('<p>a</p><img src="/uploads/a.jpg" style="width: 10px"><p>b</p>');
    expect(isPendingSrc("blob:http://x/1")).toBe(true);
    expect(isPendingSrc(" data:image/png;base64,A")).toBe(true);
    expect(isPendingSrc("/uploads/a.jpg")).toBe(false);
  });

  it("drops the empty paragraphs the editor keeps at the end", () => {
    expect(trimTrailingEmptyParagraphs("<h2>Titlu</h2><p></p><p><br></p>")).toBe("<h2>Titlu</h2>");
    expect(trimTrailingEmptyParagraphs("<p></p><p>x</p>")).toBe("<p></p><p>x</p>");
  });

  it("treats empty paragraphs as an empty value", () => {
    expect(isEmptyEditorHtml("<p></p>")).toBe(true);
    expect(isEmptyEditorHtml("<p> </p><p><br></p>")).toBe(true);
    expect(isEmptyEditorHtml("<p>x</p>")).toBe(false);
    expect(isEmptyEditorHtml('<img src="/uploads/a.jpg">')).toBe(false);
  });
});

describe("pasted image resize (SPEC 9)", () => {
  it("fits within 1200 x 1200 keeping the proportions and never enlarges", () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1200, height: 675 });
    expect(fitWithin(900, 2400)).toEqual({ width: 450, height: 1200 });
    expect(fitWithin(3000, 3000)).toEqual({ width: 1200, height: 1200 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it("names the re-encoded file .jpg", () => {
    expect(jpegName("captură ecran.png")).toBe("captur-ecran.jpg");
    expect(jpegName("", 42)).toBe("imagine-42.jpg");
  });
});

describe("upload failure alert (SPEC 8)", () => {
  it("gives the server's reason, else the Romanian fallback", () => {
    expect(uploadFailureMessage(new ApiClientError(413, "Fișierul este prea mare."))).toBe("Image upload failed: Fișierul este prea mare.");
    expect(uploadFailureMessage(new TypeError("Failed to fetch"))).toBe("A apărut o eroare la încărcarea imaginii. Vă rugăm să încercați din nou.");
    expect(uploadFailureMessage(new ApiClientError(500, ""))).toBe("A apărut o eroare la încărcarea imaginii. Vă rugăm să încercați din nou.");
  });
});

describe("inline images of pasted HTML", () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const base64 = btoa(String.fromCharCode(...PNG));

  it("become files to upload like a pasted file; other images are left to the paste", async () => {
    const html = `<p>Text</p><img src="https://exemplu.ro/a.png"><img src="data:image/png;base64,${base64}"><p>mai mult</p><img src='data:image/gif;base64,R0lGODlh'>`;
    const { files, broken } = inlineImagesFromHtml(html);
    expect(broken).toBe(0);
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["imagine-lipita-1.png", "image/png"],
      ["imagine-lipita-2.gif", "image/gif"],
    ]);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(files[0]);
    });
    expect(new Uint8Array(bytes)).toEqual(PNG);
  });

  it("keep their type, so the file rules refuse what an upload would, and say when one cannot be read", () => {
    const { files, broken } = inlineImagesFromHtml('<img src="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"><img src="data:image/png;base64,@@@">');
    expect(files.map((f) => f.type)).toEqual(["image/svg+xml"]);
    expect(checkImageFile(files[0])).toBe(IMAGE_MSG.invalidType);
    expect(broken).toBe(1);
    expect(inlineImagesFromHtml("<p>Fără imagini</p>")).toEqual({ files: [], broken: 0 });
  });
});

describe("custom colours and text sizes", () => {
  it("adds a colour once, normalised", () => {
    expect(addCustomColor(["#aabbcc"], " #AABBCC ")).toEqual(["#aabbcc"]);
    expect(addCustomColor(["#aabbcc"], "#12AB34")).toEqual(["#aabbcc", "#12ab34"]);
    expect(addCustomColor([], "red")).toEqual([]);
    expect(isHexColor("#12ab34")).toBe(true);
    expect(toHexColor("rgb(220, 38, 38)")).toBe("#dc2626");
    expect(toHexColor(" #ABC ")).toBe("#abc");
  });

  it("has the six sizes of SPEC 9 as classes the sanitizer keeps", () => {
    expect(TEXT_SIZES.map((s) => s.name)).toEqual(["small", "normal", "large", "huge", "extraLarge", "extraHuge"]);
    for (const size of TEXT_SIZES) {
      if (size.className) expect(size.className).toMatch(/^text-size-[a-z-]+$/);
      expect(textSizeFromClass(textSizeClass(size.name))).toBe(size.className ? size.name : null);
    }
    expect(textSizeFromClass("x text-size-extra-huge")).toBe("extraHuge");
  });
});
