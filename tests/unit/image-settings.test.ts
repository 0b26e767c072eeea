import {
  imageSettingsFromStyle,
  imageSettingsToStyle,
  invalidValueMessage,
  isValidLength,
  normalizeImageSettings,
  normalizeLength,
  styleToString,
  validateImageSettings,
  type LengthField,
} from "@/components/editor/image-settings";

describe("image settings validation (SPEC 5)", () => {
  const MESSAGES: Record<LengthField | "float", string> = {
    width: "Valoarea pentru lățime este invalidă",
    height: "Valoarea pentru înălțime este invalidă",
    marginTop: "Valoarea pentru marginea de sus este invalidă",
    marginBottom: "Valoarea pentru marginea de jos este invalidă",
    marginLeft: "Valoarea pentru marginea din stânga este invalidă",
    marginRight: "Valoarea pentru marginea din dreapta este invalidă",
    float: "Valoarea pentru aliniere este invalidă",
  };

  it.each(Object.entries(MESSAGES))("words the %s message with the Romanian field name", (field, message) => {
    expect(invalidValueMessage(field as LengthField | "float")).toBe(message);
  });

  it.each(["", "  ", "0", "300", "12.5", "auto", "AUTO", "300px", "50%", "1.5em", "2rem", " 40PX "])("accepts %p as a width", (value) => {
    expect(isValidLength("width", value)).toBe(true);
    expect(validateImageSettings({ width: value })).toEqual({});
  });

  it.each(["mare", "300 px", "px", "10vw", "calc(100% - 2px)", "1e3", ".5em", "-20px", "12,5", "auto auto", "300px;color:red"])(
    "refuses %p as a width with the width message",
    (value) => {
      expect(validateImageSettings({ width: value })).toEqual({ width: MESSAGES.width });
    },
  );

  it("lets margins be negative but not sizes", () => {
    expect(validateImageSettings({ marginTop: "-10px", marginLeft: "-1em" })).toEqual({});
    expect(validateImageSettings({ height: "-10px" })).toEqual({ height: MESSAGES.height });
  });

  it("reports every invalid field at once, each with its own message", () => {
    expect(
      validateImageSettings({
        width: "x",
        height: "y",
        marginTop: "1pt",
        marginBottom: "z",
        marginLeft: "1vh",
        marginRight: "--",
        float: "top" as never,
      }),
    ).toEqual(MESSAGES);
  });

  it.each(["left", "right", "none", "centered", ""])("accepts float %p", (float) => {
    expect(validateImageSettings({ float: float as never })).toEqual({});
  });

  it.each(["center", "middle", "inherit"])("refuses float %p", (float) => {
    expect(validateImageSettings({ float: float as never })).toEqual({ float: MESSAGES.float });
  });
});

describe("image settings normalisation (SPEC 4, 5)", () => {
  it("turns plain numbers into px and keeps units, auto and empty values", () => {
    expect(normalizeLength("300")).toBe("300px");
    expect(normalizeLength("12.5")).toBe("12.5px");
    expect(normalizeLength("0")).toBe("0px");
    expect(normalizeLength("-8")).toBe("-8px");
    expect(normalizeLength(" 50% ")).toBe("50%");
    expect(normalizeLength("2REM")).toBe("2rem");
    expect(normalizeLength("Auto")).toBe("auto");
    expect(normalizeLength("")).toBe("");
    expect(normalizeLength(undefined)).toBe("");
  });

  it("normalises every length field and reads an empty float as none", () => {
    expect(normalizeImageSettings({ width: "640", height: "auto", marginTop: "10", marginBottom: "1em", marginLeft: "", marginRight: "5" })).toEqual({
      width: "640px",
      height: "auto",
      float: "none",
      marginTop: "10px",
      marginBottom: "1em",
      marginLeft: "",
      marginRight: "5px",
      mobileFullImg: false,
    });
  });

  it("centered sets both side margins to auto and a block display", () => {
    const settings = normalizeImageSettings({ width: "600", float: "centered", marginLeft: "20", marginRight: "3em", marginBottom: "16" });
    expect(settings).toMatchObject({ float: "centered", marginLeft: "auto", marginRight: "auto", marginBottom: "16px" });
    expect(imageSettingsToStyle(settings)).toEqual([
      ["width", "600px"],
      ["display", "block"],
      ["margin-bottom", "16px"],
      ["margin-left", "auto"],
      ["margin-right", "auto"],
    ]);
  });

  it("writes float left/right as CSS float and nothing for none", () => {
    expect(imageSettingsToStyle({ float: "left", marginRight: "24" })).toEqual([
      ["float", "left"],
      ["margin-right", "24px"],
    ]);
    expect(imageSettingsToStyle({ float: "right" })).toEqual([["float", "right"]]);
    expect(imageSettingsToStyle({ float: "none" })).toEqual([]);
    expect(imageSettingsToStyle({})).toEqual([]);
  });

  it("serializes the style in a stable order", () => {
    const style = imageSettingsToStyle({ marginRight: "1", marginLeft: "2", marginBottom: "3", marginTop: "4", height: "5", width: "6", float: "left" });
    expect(styleToString(style)).toBe("width: 6px; height: 5px; float: left; margin-top: 4px; margin-bottom: 3px; margin-left: 2px; margin-right: 1px");
  });

  it("keeps the mobile full-width flag", () => {
    expect(normalizeImageSettings({ mobileFullImg: true }).mobileFullImg).toBe(true);
    expect(normalizeImageSettings({}).mobileFullImg).toBe(false);
  });

  it("reads back what it wrote, including centered, and drops values it never writes", () => {
    const written = normalizeImageSettings({ width: "600", height: "auto", float: "centered", marginBottom: "1.5em", mobileFullImg: true });
    const style = Object.fromEntries(imageSettingsToStyle(written));
    expect(imageSettingsFromStyle(style, { mobileFull: "true" })).toEqual(written);
    // Without data-float, display:block with auto side margins is still centered.
    expect(imageSettingsFromStyle({ display: "block", "margin-left": "auto", "margin-right": "auto" }).float).toBe("centered");
    expect(imageSettingsFromStyle({ float: "right", width: "calc(100% - 1px)" })).toMatchObject({ float: "right", width: "" });
    expect(imageSettingsFromStyle({}, { widthAttr: "320", heightAttr: "200" })).toMatchObject({ width: "320px", height: "200px" });
  });
});
