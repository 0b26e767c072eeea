/** How a page is named to people: "Tarife" for the pricing page, whose name is an internal label. */
export const pageTitle = (page: { slug: string; name: string }) => (page.slug === "tarife" ? "Tarife" : page.name);
