import { type APIRequestContext, expect } from "@playwright/test";
import yazl from "yazl";

/**
 * Markup that runs script if a screen puts it into the page as HTML: an image whose error handler
 * and a script element both set window.__xss to the field's label. No comma or double quote, so it
 * travels unchanged through the CSV files of a data package.
 */
export const hostile = (label: string) =>
  `${label}<img src=x onerror=window.__xss='${label}'><script>window.__xss='${label}'</script>`;

/** The same for fields limited to about 30 characters (vessel names): an SVG load handler. */
export const shortHostile = (label: string) => `${label}<svg onload=__xss=1>`;

/**
 * For fields too short for a script (vessel group names, 15 characters): plain markup. The sweep
 * waits for every planted value as visible text, so a screen that parses it as HTML fails there.
 */
export const tinyHostile = (label: string) => `${label}<i>x</i>`;

/** The API as one signed-in caller: JSON in, JSON out, any answer but 2xx fails with its body. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(request: APIRequestContext, who: { email: string; password: string }): Promise<Api> {
    const response = await request.post("/api/v1/Authenticate", {
      data: { username: who.email, password: who.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { access } = (await response.json()) as { access: string };
    return new Api(request, { Authorization: `Bearer ${access}` });
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>("GET", path);
  }
  post<T>(path: string, data?: unknown): Promise<T> {
    return this.call<T>("POST", path, data);
  }
  put<T>(path: string, data?: unknown): Promise<T> {
    return this.call<T>("PUT", path, data);
  }
  delete(path: string): Promise<unknown> {
    return this.call("DELETE", path);
  }

  private async call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(`/api/v1${path}`, { method, headers: this.headers, data });
    const text = await response.text();
    expect(response.ok(), `${method} ${path} answered ${response.status()}: ${text}`).toBe(true);
    return (text ? JSON.parse(text) : null) as T;
  }
}

/** A data package zip (docs/data-package.md) from the text of its files. */
export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
