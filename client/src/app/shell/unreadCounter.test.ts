import { describe, expect, it } from "vitest";
import { formatUnreadCount } from "./unreadCounter";

describe("bell counter", () => {
  it("shows the number up to 99 and 99+ above", () => {
    expect(formatUnreadCount(1)).toBe("1");
    expect(formatUnreadCount(99)).toBe("99");
    expect(formatUnreadCount(100)).toBe("99+");
  });
});
