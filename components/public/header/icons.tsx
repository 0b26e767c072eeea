import type { SVGProps } from "react";

// Small outline icons (24 px grid) for the public shell, drawn for this project. Decorative:
// every use sits next to visible text or inside a control with its own accessible name.

const PATHS = {
  chevronDown: "m6 9 6 6 6-6",
  chevronRight: "m9 6 6 6-6 6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h10",
  close: "M6 6l12 12M18 6 6 18",
  phone:
    "M3.75 5.25A1.5 1.5 0 0 1 5.25 3.75h2.1a1.5 1.5 0 0 1 1.45 1.1l.9 3.3a1.5 1.5 0 0 1-.55 1.6l-1.3.95a11.3 11.3 0 0 0 5.45 5.45l.95-1.3a1.5 1.5 0 0 1 1.6-.55l3.3.9a1.5 1.5 0 0 1 1.1 1.45v2.1a1.5 1.5 0 0 1-1.5 1.5h-.75C9.67 20.25 3.75 14.33 3.75 6v-.75Z",
  mail: "M3.75 6.75A1.5 1.5 0 0 1 5.25 5.25h13.5a1.5 1.5 0 0 1 1.5 1.5v10.5a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5V6.75Zm.4-.9 7.85 6.4 7.85-6.4",
  pin: "M12 21s-6.75-5.6-6.75-11.25a6.75 6.75 0 0 1 13.5 0C18.75 15.4 12 21 12 21Zm0-8.5a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 0 0 0 5.5Z",
  clock: "M12 7.5V12l3 1.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  chat: "M7.5 9.5h9m-9 3.5h5.5M20.25 12c0 4.14-3.69 7.5-8.25 7.5a8.9 8.9 0 0 1-3.3-.63L3.75 20.25l1.5-3.9A7.06 7.06 0 0 1 3.75 12c0-4.14 3.69-7.5 8.25-7.5s8.25 3.36 8.25 7.5Z",
  whatsapp:
    "M4.5 19.5 5.6 15.9A8.25 8.25 0 1 1 8.4 18.6L4.5 19.5Zm4.75-11.6c-.45 0-.9.55-.9 1.3 0 2.9 3.55 6.25 6.3 6.25.8 0 1.35-.5 1.35-.95v-.7l-1.95-.9-.85.85c-1.05-.4-2.2-1.5-2.6-2.55l.85-.85-.85-1.95h-.55l-.8-.5Z",
  sparkle: "M12 3.75 13.6 8.4 18.25 10 13.6 11.6 12 16.25 10.4 11.6 5.75 10l4.65-1.6L12 3.75ZM18.5 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7.7-1.8Z",
  search: "m20.25 20.25-4.6-4.6M17.25 10.5a6.75 6.75 0 1 1-13.5 0 6.75 6.75 0 0 1 13.5 0Z",
  external: "M13.5 4.5h6v6m0-6L11 13M18 14.25v4.5a1.5 1.5 0 0 1-1.5 1.5H5.25a1.5 1.5 0 0 1-1.5-1.5V7.5A1.5 1.5 0 0 1 5.25 6h4.5",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = "h-5 w-5", ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
