import { fireEvent, render, screen } from "@testing-library/react";
import { Pagination, pageWindow } from "@/components/ui/pagination";

describe("pagination (SPEC 9: 2 page numbers, first/last, previous/next)", () => {
  it("shows a window of two page numbers around the current page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2]);
    expect(pageWindow(5, 10)).toEqual([5, 6]);
    expect(pageWindow(10, 10)).toEqual([9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it("is hidden for a single page and navigates otherwise", () => {
    const onChange = jest.fn();
    const { rerender, container } = render(<Pagination page={1} totalPages={1} onChange={onChange} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={3} totalPages={7} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "3" })).toHaveAttribute("aria-current", "page");
    fireEvent.click(screen.getByRole("button", { name: "Ultima pagină" }));
    fireEvent.click(screen.getByRole("button", { name: "Prima pagină" }));
    fireEvent.click(screen.getByRole("button", { name: "Pagina următoare" }));
    fireEvent.click(screen.getByRole("button", { name: "Pagina anterioară" }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([7, 1, 4, 2]);
  });
});
