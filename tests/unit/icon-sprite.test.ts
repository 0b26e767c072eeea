import fs from "node:fs";
import path from "node:path";
import { ICON_NAMES } from "@/components/public/icons/icon";

const sprite = fs.readFileSync(path.join(process.cwd(), "components/public/icons/sprite.svg"), "utf8");

describe("the public icon sprite", () => {
  it("has a symbol with its own drawing area for exactly the names <Icon> accepts", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2">/g)].map((m) => m[1]);
    expect(symbols).toEqual([...ICON_NAMES]);
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it("draws in the text colour, so an icon takes the colour of the text beside it", () => {
    const colours = new Set([...sprite.matchAll(/(?:fill|stroke)="(?!none)([^"]+)"/g)].map((m) => m[1]));
    // The logo's letter is white on the gradient tile behind it (.logo-mark).
    expect([...colours].sort()).toEqual(["#fff", "currentColor"]);
  });
});
