/** Lower-case hexadecimal, the form every hash and key travels in (JSON, mail, the package). */
export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += HEX[byte]!;
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** Value of a hexadecimal digit by char code, -1 for anything else (a table: proofs hold millions of digits). */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i++) DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) {
  DIGIT[65 + i] = 10 + i;
  DIGIT[97 + i] = 10 + i;
}

export function fromHex(text: string): Uint8Array {
  if (text.length % 2 !== 0) throw new RangeError("not an even-length hexadecimal string");
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) {
    const high = DIGIT[text.charCodeAt(i * 2)] ?? -1;
    const low = DIGIT[text.charCodeAt(i * 2 + 1)] ?? -1;
    if (high < 0 || low < 0) throw new RangeError("not a hexadecimal string");
    out[i] = high * 16 + low;
  }
  return out;
}
