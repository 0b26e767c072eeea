import { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  LEAVES_PAGE_ATTRIBUTE,
  releaseHistoryGuard,
  UNSAVED_CHANGES_MESSAGE,
  useUnsavedChanges,
} from "@/components/admin/forms/use-unsaved-changes";

/** A form stand-in: dirty once something is typed, clean again after "Salvează". */
function Harness({ onLogout = () => undefined }: { onLogout?: () => void }) {
  const [text, setText] = useState("");
  const [saved, setSaved] = useState(false);
  useUnsavedChanges(text !== "" && !saved);
  return (
    <>
      <input aria-label="Titlu" value={text} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        onClick={async () => {
          await releaseHistoryGuard();
          setSaved(true);
        }}
      >
        Salvează
      </button>
      <button type="button" onClick={onLogout} {...{ [LEAVES_PAGE_ATTRIBUTE]: "" }}>
        Deconectare
      </button>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText("Titlu"), { target: { value: text } });
/** Waits for jsdom's queued history traversal (and its popstate) to run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

let confirm: jest.SpyInstance;
beforeEach(() => {
  confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
});
afterEach(() => confirm.mockRestore());

/**
 * A stand-in for window.navigation: the hook only listens to its navigate event (React DOM also looks
 * at currentEntry and transition). Once set it stays, so the fallback tests run first.
 */
function fakeNavigation() {
  const navigation = Object.assign(new EventTarget(), { currentEntry: null, transition: null });
  (window as unknown as { navigation: EventTarget }).navigation = navigation;
  return (navigationType: string, cancelable = true) => {
    const event = Object.assign(new Event("navigate", { cancelable }), { navigationType });
    navigation.dispatchEvent(event);
    return event;
  };
}

describe("useUnsavedChanges: Back and Forward without the Navigation API", () => {
  it("keeps an extra entry while dirty: Back asks, a no keeps the form and its text", async () => {
    window.history.replaceState({ page: "form" }, "", "/blog/7");
    const length = window.history.length;
    render(<Harness />);
    expect(window.history.length).toBe(length);

    type("Un titlu");
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe("/blog/7");

    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE));
    await waitFor(() => expect(window.history.state).toMatchObject({ __unsavedChangesGuard: true }));
    expect(window.location.pathname).toBe("/blog/7");
    expect(screen.getByLabelText("Titlu")).toHaveValue("Un titlu");
    // Armed again for the next Back; Forward has nothing to bring back that could be empty.
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ page: "form" });

    window.history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
  });

  it("goes on to the previous page when the answer is yes", async () => {
    window.history.replaceState({ page: "list" }, "", "/blog");
    window.history.pushState({ page: "form" }, "", "/blog/8");
    render(<Harness />);
    type("Un titlu");
    confirm.mockReturnValue(true);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe("/blog"));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ page: "list" });
  });

  it("takes the extra entry away after a save, so Back is not trapped on a second copy of the form", async () => {
    window.history.replaceState({ page: "list" }, "", "/blog");
    window.history.pushState({ page: "form" }, "", "/blog/9");
    render(<Harness />);
    type("Un titlu");
    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await waitFor(() => expect(window.history.state).toEqual({ page: "form" }));
    await settle();
    expect(confirm).not.toHaveBeenCalled();

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe("/blog"));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("useUnsavedChanges: a confirmed link without the Navigation API", () => {
  it("takes the extra entry away first, then follows the link without asking twice", async () => {
    window.history.replaceState({ page: "form" }, "", "/blog/10");
    render(
      <>
        <Harness />
        <a href="/internal-admin-portalv1.0.1/dashboard">Articole</a>
      </>,
    );
    const followed: string[] = [];
    const link = screen.getByRole("link", { name: "Articole" });
    link.addEventListener("click", (event) => {
      event.preventDefault(); // jsdom cannot navigate; next/link would take over here
      followed.push(String(window.history.state?.page) + (window.history.state?.__unsavedChangesGuard ? "+extra" : ""));
    });
    type("Un titlu");
    confirm.mockReturnValue(true);
    fireEvent.click(link);
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(followed).toEqual(["form"]));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});

describe("useUnsavedChanges: Back and Forward with the Navigation API", () => {
  it("asks before a traversal of a dirty form and cancels it when the answer is no", () => {
    const navigate = fakeNavigation();
    const length = window.history.length;
    render(<Harness />);
    expect(navigate("traverse").defaultPrevented).toBe(false); // pristine: Back goes back
    expect(confirm).not.toHaveBeenCalled();

    type("Un titlu");
    expect(window.history.length).toBe(length); // no extra history entry with the Navigation API
    const declined = navigate("traverse");
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(declined.defaultPrevented).toBe(true); // stays on the form, the history untouched
    expect(screen.getByLabelText("Titlu")).toHaveValue("Un titlu");

    confirm.mockReturnValue(true);
    expect(navigate("traverse").defaultPrevented).toBe(false);
  });

  it("leaves pushes, replaces and uncancellable traversals alone, and stops asking once saved", async () => {
    const navigate = fakeNavigation();
    render(<Harness />);
    type("Un titlu");
    expect(navigate("push").defaultPrevented).toBe(false);
    expect(navigate("replace").defaultPrevented).toBe(false);
    navigate("traverse", false); // another document: beforeunload asks instead
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Salvează" }));
    await settle();
    expect(navigate("traverse").defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("useUnsavedChanges: buttons that leave the page", () => {
  it("asks before a button marked data-leaves-page (Deconectare) runs", () => {
    const onLogout = jest.fn();
    render(<Harness onLogout={onLogout} />);
    fireEvent.click(screen.getByRole("button", { name: "Deconectare" }));
    expect(confirm).not.toHaveBeenCalled(); // pristine
    expect(onLogout).toHaveBeenCalledTimes(1);

    fakeNavigation();
    type("Un titlu");
    fireEvent.click(screen.getByRole("button", { name: "Deconectare" }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(onLogout).toHaveBeenCalledTimes(1); // declined: still signed in, the text still there

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole("button", { name: "Deconectare" }));
    expect(onLogout).toHaveBeenCalledTimes(2);
  });
});
