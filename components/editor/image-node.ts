import { mergeAttributes } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import {
  EMPTY_IMAGE_SETTINGS,
  imageSettingsFromStyle,
  imageSettingsToStyle,
  styleToString,
  type ImageSettings,
} from "./image-settings";

const STYLE_KEYS = ["width", "height", "float", "display", "margin-top", "margin-bottom", "margin-left", "margin-right"] as const;

/** The image settings stored on an <img> element (inline style, data-float, data-mobile-full). */
export function readImageSettings(element: HTMLElement): ImageSettings {
  const style: Partial<Record<(typeof STYLE_KEYS)[number], string>> = {};
  for (const key of STYLE_KEYS) style[key] = element.style?.getPropertyValue(key) ?? "";
  return imageSettingsFromStyle(style, {
    dataFloat: element.getAttribute("data-float"),
    mobileFull: element.getAttribute("data-mobile-full"),
    widthAttr: element.getAttribute("width"),
    heightAttr: element.getAttribute("height"),
  });
}

type SettingKey = keyof ImageSettings;
const SETTING_KEYS = Object.keys(EMPTY_IMAGE_SETTINGS) as SettingKey[];

/** The settings of an image node's attributes. */
export function settingsOfAttrs(attrs: Record<string, unknown>): ImageSettings {
  const out = { ...EMPTY_IMAGE_SETTINGS } as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) if (attrs[key] !== undefined && attrs[key] !== null) out[key] = attrs[key];
  return out as ImageSettings;
}

/**
 * The stock image node plus the settings of the image settings dialog (SPEC 3). They are kept as
 * node attributes and written out as one inline style in a fixed order, with data-float and
 * data-mobile-full="true" (all of which the server sanitizer keeps).
 */
export const RichImage = Image.extend({
  addAttributes() {
    const setting = (key: SettingKey) => ({
      default: EMPTY_IMAGE_SETTINGS[key],
      rendered: false,
      parseHTML: (element: HTMLElement) => readImageSettings(element)[key],
    });
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: setting("width"),
      height: setting("height"),
      float: setting("float"),
      marginTop: setting("marginTop"),
      marginBottom: setting("marginBottom"),
      marginLeft: setting("marginLeft"),
      marginRight: setting("marginRight"),
      mobileFullImg: setting("mobileFullImg"),
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const settings = settingsOfAttrs(node.attrs);
    const style = styleToString(imageSettingsToStyle(settings));
    const extra: Record<string, string> = {};
    if (style) extra.style = style;
    if (settings.float && settings.float !== "none") extra["data-float"] = settings.float;
    if (settings.mobileFullImg) extra["data-mobile-full"] = "true";
    return ["img", mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, extra)];
  },
});
