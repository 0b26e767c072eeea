import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TeamForm } from "@/components/admin/team/team-form";
import { api } from "@/lib/api/client";

jest.mock("@/lib/api/client", () => ({
  ...jest.requireActual("@/lib/api/client"),
  api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() },
}));

const renderForm = () => render(<TeamForm cancelHref="/team" onSaved={jest.fn()} />);

describe("unsaved typing survives a reload", () => {
  it("keeps the form in this browser and offers it back: Restaurați puts it in, Renunțați forgets it", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderForm();
    await user.type(screen.getByLabelText(/^Nume/), "Ana Popescu");
    act(() => void jest.advanceTimersByTime(1000));
    first.unmount(); // the tab closed, the session ended, the browser crashed

    const second = renderForm();
    expect(screen.getByRole("status")).toHaveTextContent(/Aveți modificări nesalvate din/);
    expect(screen.getByLabelText(/^Nume/)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Restaurați" }));
    expect(screen.getByLabelText(/^Nume/)).toHaveValue("Ana Popescu");
    second.unmount();

    renderForm();
    await user.click(screen.getByRole("button", { name: "Renunțați" }));
    expect(window.localStorage.length).toBe(0);
    expect(jest.mocked(api.put)).not.toHaveBeenCalled(); // a new item has no server autosave
    jest.useRealTimers();
  });
});
