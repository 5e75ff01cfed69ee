import { describe, expect, it } from "vitest";
import { createRandom, gaussianAt, hashString, smoothNoise, uniformAt } from "./random.js";

describe("simulator randomness", () => {
  it("gives the same values for the same inputs and different ones for different inputs", () => {
    expect(uniformAt(1, 2, 3)).toBe(uniformAt(1, 2, 3));
    expect(uniformAt(1, 2, 3)).not.toBe(uniformAt(1, 2, 4));
    expect(hashString("9312482")).toBe(hashString("9312482"));
    expect(hashString("9312482")).not.toBe(hashString("9345673"));
  });

  it("spreads uniform values over [0, 1) and gaussian values around 0 with unit spread", () => {
    const n = 20_000;
    const uniforms = Array.from({ length: n }, (_, i) => uniformAt(7, i));
    const gaussians = Array.from({ length: n }, (_, i) => gaussianAt(7, i));
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    expect(uniforms.reduce((a, b) => a + b) / n).toBeCloseTo(0.5, 1);
    const mean = gaussians.reduce((a, b) => a + b) / n;
    const sd = Math.sqrt(gaussians.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
    expect(mean).toBeCloseTo(0, 1);
    expect(sd).toBeCloseTo(1, 1);
  });

  it("makes smooth noise that stays within [-1, 1] and changes little from one minute to the next", () => {
    let previous = smoothNoise(3, 1, 0, 3600);
    for (let t = 60_000; t < 3 * 24 * 3600_000; t += 60_000) {
      const value = smoothNoise(3, 1, t, 3600);
      expect(Math.abs(value)).toBeLessThanOrEqual(1);
      expect(Math.abs(value - previous)).toBeLessThan(0.1);
      previous = value;
    }
  });

  it("plans with a sequential generator that repeats itself for the same seed", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = [a.next(), a.next(), a.between(5, 6)];
    expect([b.next(), b.next(), b.between(5, 6)]).toEqual(first);
    expect(first[2]).toBeGreaterThanOrEqual(5);
    expect(first[2]).toBeLessThan(6);
  });
});
