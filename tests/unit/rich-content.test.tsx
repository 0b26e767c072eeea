import { render, screen } from "@testing-library/react";
import { RichContent, wrapTables } from "@/components/public/layouts/rich-content";

const BOX = '<div class="table-scroll" role="region" aria-label="Tabel" tabindex="0">';

describe("rich content tables scroll in their own box", () => {
  it("wraps a bare table, and each of several", () => {
    expect(wrapTables("<p>a</p><table><tbody><tr><td>1</td></tr></tbody></table><p>b</p>")).toBe(
      `<p>a</p>${BOX}<table><tbody><tr><td>1</td></tr></tbody></table></div><p>b</p>`,
    );
    expect(wrapTables("<table></table><table class='x'></table>")).toBe(`${BOX}<table></table></div>${BOX}<table class='x'></table></div>`);
  });

  it("turns the editor's own wrapper into the box instead of nesting a second one", () => {
    expect(wrapTables('<div class="tableWrapper"><table><tbody></tbody></table></div>')).toBe(
      '<div class="tableWrapper table-scroll" role="region" aria-label="Tabel" tabindex="0"><table><tbody></tbody></table></div>',
    );
  });

  it("closes each box after its own table when tables nest", () => {
    expect(wrapTables("<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>")).toBe(
      `${BOX}<table><tr><td>${BOX}<table><tr><td>x</td></tr></table></div></td></tr></table></div>`,
    );
  });

  it("leaves HTML without tables alone and renders a named, focusable region", () => {
    expect(wrapTables("<p>&lt;table&gt; în text</p>")).toBe("<p>&lt;table&gt; în text</p>");
    render(<RichContent html="<table><tbody><tr><th>Cookie</th></tr></tbody></table>" />);
    const region = screen.getByRole("region", { name: "Tabel" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toContainElement(screen.getByRole("table"));
  });
});
