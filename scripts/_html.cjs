const { JSDOM } = require("jsdom");
const fs = require("fs");
const h = fs.readFileSync(process.argv[2], "utf8").replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, "");
const d = new JSDOM(h).window.document;
const walk = (el, depth) => {
  for (const c of el.children) {
    const n = c.outerHTML.length;
    if (n > 4000 && depth < 6) {
      console.log("  ".repeat(depth) + c.tagName.toLowerCase() + (c.id ? "#" + c.id : "") + " " + (c.getAttribute("aria-labelledby") || c.getAttribute("aria-label") || (c.className.baseVal ?? c.className).toString().slice(0, 50)) + " " + n);
      walk(c, depth + 1);
    }
  }
};
walk(d.body, 0);
