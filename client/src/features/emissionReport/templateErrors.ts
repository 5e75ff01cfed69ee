/** The template error box's wording (spec 2 §8). */
export const TEMPLATE_ERROR_INTRO = "Sorry, there was an error processing your template:";
export const TEMPLATE_ERROR_OUTRO = "Please review and try again.";
export const TEMPLATE_NOT_EXCEL = "Please choose an Excel file (.xlsx).";

const messageOf = (item: unknown): string | null => {
  if (typeof item === "string") return item;
  if (item && typeof item === "object" && typeof (item as { message?: unknown }).message === "string") {
    return (item as { message: string }).message;
  }
  return null;
};

/**
 * The messages of a failed upload: the answer is a list of `{message}` (spec 2 §8); a single
 * `{message, errors}` object or plain text is read as well, so that no failure shows an empty box.
 */
export function templateErrorsOf(responseText: string): string[] {
  let body: unknown = responseText;
  try {
    body = JSON.parse(responseText);
  } catch {
    // plain text
  }
  if (Array.isArray(body)) return body.map(messageOf).filter((m): m is string => !!m);
  if (body && typeof body === "object") {
    const errors = (body as { errors?: unknown }).errors;
    const list = Array.isArray(errors) ? errors.map(messageOf).filter((m): m is string => !!m) : [];
    if (list.length > 0) return list;
    const single = messageOf(body);
    return single ? [single] : [];
  }
  return typeof body === "string" && body.trim() ? [body.trim()] : [];
}

/** Each message in brackets, as the error box shows them. */
export const bracketed = (message: string): string => `[${message}]`;

/** Upload accepts Excel files only. */
export const isExcelFileName = (name: string): boolean => /\.xlsx$/i.test(name.trim());
