/**
 * The Accept-Encoding Chromium sends to a plain-HTTP server. Node's fetch sends "gzip, deflate" there, so a
 * bench client without it would be answered gzip where a browser gets brotli.
 */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
