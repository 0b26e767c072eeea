import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { useCustomColors } from "@/components/editor/use-custom-colors";
import { api } from "@/lib/api/client";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
const mocked = api as jest.Mocked<typeof api>;

/**
 * The API's custom colours, as the server keeps them: POST /custom-colors replaces the list,
 * /custom-colors/add and /remove change one colour of the list as it is at that moment.
 */
function fakeServer(initial: string[]) {
  const server = { colors: [...initial], calls: [] as Array<[string, unknown]> };
  mocked.get.mockImplementation(async (path: string) => {
    if (path === "/custom-colors") return { colors: [...server.colors] };
    throw new Error(`unexpected GET ${path}`);
  });
  mocked.post.mockImplementation(async (path: string, body?: unknown) => {
    server.calls.push([path, body]);
    const { colors, color } = body as { colors?: string[]; color?: string };
    if (path === "/custom-colors") server.colors = [...(colors ?? [])];
    else if (path === "/custom-colors/add" && color && !server.colors.includes(color)) server.colors = [...server.colors, color];
    else if (path === "/custom-colors/remove") server.colors = server.colors.filter((c) => c !== color);
    else if (path !== "/custom-colors/add") throw new Error(`unexpected POST ${path}`);
    return { colors: [...server.colors] };
  });
  return server;
}

/** One browser tab: its own SWR cache, as two portal windows open at once have. */
function openTab() {
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>;
  return renderHook(() => useCustomColors(), { wrapper });
}

beforeEach(() => jest.resetAllMocks());

describe("useCustomColors", () => {
  it("two editors open at once each add a colour and neither loses the other's", async () => {
    const server = fakeServer(["#111111"]);
    const first = openTab();
    const second = openTab();
    await waitFor(() => expect(first.result.current.colors).toEqual(["#111111"]));
    await waitFor(() => expect(second.result.current.colors).toEqual(["#111111"]));

    await act(() => first.result.current.add("#AA0000"));
    // The second tab still shows the list it read, and adds to it.
    expect(second.result.current.colors).toEqual(["#111111"]);
    await act(() => second.result.current.add("#00bb00"));

    expect(server.colors).toEqual(["#111111", "#aa0000", "#00bb00"]);
    // The second tab now shows the first one's colour too (the server answers the whole list).
    expect(second.result.current.colors).toEqual(["#111111", "#aa0000", "#00bb00"]);
    expect(server.calls).toEqual([
      ["/custom-colors/add", { color: "#aa0000" }],
      ["/custom-colors/add", { color: "#00bb00" }],
    ]);
  });

  it("removes one colour and keeps a colour another editor added meanwhile", async () => {
    const server = fakeServer(["#111111", "#222222"]);
    const tab = openTab();
    await waitFor(() => expect(tab.result.current.colors).toEqual(["#111111", "#222222"]));
    server.colors.push("#333333"); // added elsewhere after this tab read the list
    await act(() => tab.result.current.remove("#111111"));
    expect(server.colors).toEqual(["#222222", "#333333"]);
    expect(tab.result.current.colors).toEqual(["#222222", "#333333"]);
    expect(server.calls).toEqual([["/custom-colors/remove", { color: "#111111" }]]);
  });

  it("shows a colour at once, sends quick changes one after the other and ends on the server's list", async () => {
    const server = fakeServer([]);
    const release: Array<() => void> = [];
    const answer = mocked.post.getMockImplementation()!;
    mocked.post.mockImplementation((path, body) => new Promise((resolve) => release.push(() => resolve(answer(path, body)))));
    const tab = openTab();
    await waitFor(() => expect(mocked.get).toHaveBeenCalled());

    let done: Promise<void> = Promise.resolve();
    act(() => {
      void tab.result.current.add("#0000aa");
      done = tab.result.current.add("#0000bb");
    });
    // Both show before any answer; only the first is on its way.
    expect(tab.result.current.colors).toEqual(["#0000aa", "#0000bb"]);
    await waitFor(() => expect(release).toHaveLength(1));
    expect(mocked.post).toHaveBeenCalledTimes(1);
    await act(async () => release.shift()!());
    await waitFor(() => expect(mocked.post).toHaveBeenCalledTimes(2));
    expect(tab.result.current.colors).toEqual(["#0000aa", "#0000bb"]);
    await act(async () => {
      release.shift()!();
      await done;
    });
    expect(server.colors).toEqual(["#0000aa", "#0000bb"]);
    expect(tab.result.current.colors).toEqual(["#0000aa", "#0000bb"]);
  });

  it("only logs a failed save and keeps the colour usable in this session", async () => {
    fakeServer(["#111111"]);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mocked.post.mockRejectedValueOnce(new Error("offline"));
    const tab = openTab();
    await waitFor(() => expect(tab.result.current.colors).toEqual(["#111111"]));
    await act(() => tab.result.current.add("#abcdef"));
    expect(error).toHaveBeenCalledWith("Nu s-au putut salva culorile personalizate", expect.any(Error));
    expect(tab.result.current.colors).toEqual(["#111111", "#abcdef"]);
    // A later answer from the server does not make it disappear; removing it does.
    await act(() => tab.result.current.add("#222222"));
    expect(tab.result.current.colors).toEqual(["#111111", "#222222", "#abcdef"]);
    await act(() => tab.result.current.remove("#abcdef"));
    expect(tab.result.current.colors).toEqual(["#111111", "#222222"]);
    error.mockRestore();
  });
});
