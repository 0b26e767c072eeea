import type { SVGProps } from "react";

// Outline icons (24px grid) for the editor toolbar; drawn for this project.
const PATHS = {
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  redo: "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
  bold: "M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z",
  italic: "M10 5h8M6 19h8M14 5l-4 14",
  underline: "M7 4v7a5 5 0 0 0 10 0V4M5 20h14",
  strike: "M4 12h16M16 6.8A4.4 3.2 0 0 0 12 5c-2.4 0-4 1.3-4 3 0 1.1.6 2 1.8 2.6M8 17.2c.8 1.1 2.2 1.8 4 1.8 2.4 0 4-1.3 4-3 0-.7-.2-1.2-.6-1.7",
  bulletList: "M9.5 6H20M9.5 12H20M9.5 18H20M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  orderedList: "M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.2c.2-.7.8-1.2 1.5-1.2.9 0 1.5.6 1.5 1.4 0 1.4-3 2.1-3 3.6h3",
  quote: "M5 11.5h4v5H5zM5 11.5C5 8.5 6.3 7 8.5 6.5M14 11.5h4v5h-4zM14 11.5c0-3 1.3-4.5 3.5-5",
  link: "M13.2 8.7a4.5 4.5 0 0 1 1.2 7.2l-4.5 4.5a4.5 4.5 0 0 1-6.4-6.4l1.8-1.7m13.4-.6 1.7-1.8a4.5 4.5 0 0 0-6.3-6.3l-4.5 4.5a4.5 4.5 0 0 0 1.2 7.2",
  alignLeft: "M4 6h16M4 10h10M4 14h16M4 18h10",
  alignCenter: "M4 6h16M7 10h10M4 14h16M7 18h10",
  alignRight: "M4 6h16M10 10h10M4 14h16M10 18h10",
  alignJustify: "M4 6h16M4 10h16M4 14h16M4 18h16",
  textColor: "M7 15 12 3.5 17 15M8.8 11h6.4",
  highlight: "m14.5 4.5 5 5-8 8H6.5v-5zM12.5 6.5l5 5M6.5 17.5 4 20",
  table: "M3.75 5.25h16.5v13.5H3.75zM3.75 9.75h16.5M3.75 14.25h16.5M9.25 9.75v9M14.75 9.75v9",
  image: "m2.25 15.75 5.16-5.16a2.25 2.25 0 0 1 3.18 0l5.16 5.16m-1.5-1.5 1.41-1.41a2.25 2.25 0 0 1 3.18 0l2.91 2.91M3.75 19.5h16.5a1.5 1.5 0 0 0 1.5-1.5V6a1.5 1.5 0 0 0-1.5-1.5H3.75A1.5 1.5 0 0 0 2.25 6v12a1.5 1.5 0 0 0 1.5 1.5ZM14.25 8.25h.01",
  library: "M4.5 6.75h12a1.5 1.5 0 0 1 1.5 1.5V18a1.5 1.5 0 0 1-1.5 1.5h-12A1.5 1.5 0 0 1 3 18V8.25a1.5 1.5 0 0 1 1.5-1.5ZM7.5 3.75h12A1.5 1.5 0 0 1 21 5.25V15M3 15.75l4.5-4.5 4.5 4.5 2.25-2.25L18 16.5",
  sliders: "M10.5 6h9.75M3.75 6H7.5m0 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M10.5 18h9.75M3.75 18H7.5m0 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M16.5 12h3.75M3.75 12h9.75m0 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  clear: "M6 5h12M12 5 9.5 19M4 4l16 16",
  chevronDown: "m7 10 5 5 5-5",
  close: "M6 18 18 6M6 6l12 12",
  plus: "M12 5v14m7-7H5",
  ban: "M18.36 5.64 5.64 18.36M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  unlink: "M13.2 8.7a4.5 4.5 0 0 1 1.2 7.2l-.8.8m-5.5 2.6-.2.2a4.5 4.5 0 0 1-6.4-6.4l1.8-1.7m13.4-.6 1.7-1.8a4.5 4.5 0 0 0-6.3-6.3l-.3.3M4 4l16 16",
} as const;

export type ToolbarIconName = keyof typeof PATHS;

export function ToolbarIcon({ name, className = "h-[18px] w-[18px]", ...props }: SVGProps<SVGSVGElement> & { name: ToolbarIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === "bulletList" ? 2 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
