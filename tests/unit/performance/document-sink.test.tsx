import { Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentSink } from "~/performance/document-sink.server";

/** Renders like the app: piped into the sink once everything is ready. */
function render(element: React.ReactElement) {
  return new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(documentSink(resolve, reject)),
      onShellError: reject,
    });
  });
}

const long = (count: number) => Array.from({ length: count }, (_, index) => `ligne ${index} : élève, café, 100 €`);

function Page({ lines }: { lines: string[] }) {
  return (
    <html lang="fr">
      <body>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </body>
    </html>
  );
}

let resolveLater: (value: string) => void = () => {};
const later = new Promise<string>((resolve) => (resolveLater = resolve));
function Later() {
  // A suspending child: the whole document is ready only once it resolves.
  const value = (later as Promise<string> & { value?: string }).value;
  if (value === undefined) throw later.then((text) => Object.assign(later, { value: text }));
  return <p>{value}</p>;
}

describe("documentSink", () => {
  it("collects the whole document, many chunks of React's 2 KB views and multi-byte text included, byte for byte", async () => {
    const lines = long(2000);
    const html = await render(<Page lines={lines} />);
    expect(html.length).toBeGreaterThan(20 * 2048);
    expect(html.toString("utf8")).toBe(`<!DOCTYPE html>${renderToString(<Page lines={lines} />)}`);
  });

  it("carries no NUL byte where an accented character falls on the edge of React's 2 KB views (react/react#31134)", async () => {
    // Every shift of the text moves the edges: some fall inside "é" (2 bytes), "€" (3), "🏠" (4).
    for (let shift = 0; shift < 8; shift++) {
      const lines = Array.from({ length: 400 }, (_, index) => `${"x".repeat(shift)}${index} Hélène, 100 €, 🏠`);
      const values = (
        <html>
          <body>
            {lines.map((line) => (
              <input key={line} defaultValue={line} />
            ))}
          </body>
        </html>
      );
      const html = await render(values);
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8")).toBe(`<!DOCTYPE html>${renderToString(values)}`);
    }
  });

  it("keeps a NUL the page itself holds", async () => {
    const html = await render(<p>{"a\u0000b"}</p>);
    expect(html.toString("utf8")).toBe("<p>a\u0000b</p>");
  });

  it("waits for suspended parts", async () => {
    const pending = render(
      <html>
        <body>
          <Suspense fallback={<p>…</p>}>
            <Later />
          </Suspense>
        </body>
      </html>,
    );
    resolveLater("prêt");
    expect((await pending).toString("utf8")).toContain("<p>prêt</p>");
  });

  it("ends once, and a stopped render fails instead of hanging", async () => {
    const results: string[] = [];
    const sink = documentSink(
      (html) => results.push(`done ${html.toString()}`),
      (error) => results.push(`failed ${String(error)}`),
    );
    sink.write(new TextEncoder().encode("<p>a</p>"));
    sink.end();
    sink.end();
    sink.destroy(new Error("late"));
    expect(results).toEqual(["done <p>a</p>"]);

    const stopped: string[] = [];
    const other = documentSink(
      () => stopped.push("done"),
      (error) => stopped.push(`failed ${(error as Error).message}`),
    );
    other.write(new TextEncoder().encode("<p>"));
    other.destroy(new Error("The destination stream errored"));
    other.end();
    expect(stopped).toEqual(["failed The destination stream errored"]);
  });
});
