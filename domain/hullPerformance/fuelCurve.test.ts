import { describe, expect, it } from "vitest";
import { addFuelSample, addFuelSamples, emptyFuelSamples, fitFuelCurve, fuelAt } from "./fuelCurve.js";

/** F = 50 + 150·P + 10·P² kg/h, P in MW. */
const exact = (kw: number) => 50 + 0.15 * kw + 10 * (kw / 1000) ** 2;

describe("measured fuel curve", () => {
  it("finds a quadratic exactly, from sums folded in parts", () => {
    const a = emptyFuelSamples();
    const b = emptyFuelSamples();
    for (let kw = 3000; kw < 9000; kw += 10) addFuelSample(kw < 6000 ? a : b, kw, exact(kw));
    addFuelSamples(a, b);
    const curve = fitFuelCurve(a)!;
    expect(curve.a).toBeCloseTo(50, 6);
    expect(curve.b).toBeCloseTo(150, 6);
    expect(curve.c).toBeCloseTo(10, 6);
    expect([curve.minPower, curve.maxPower, curve.samples]).toEqual([3000, 8990, 600]);
    expect(fuelAt(curve, 7000)).toBeCloseTo(exact(7000), 6);
  });

  it("continues along the tangent beyond the samples' power range", () => {
    const s = emptyFuelSamples();
    for (let kw = 3000; kw < 9000; kw += 10) addFuelSample(s, kw, exact(kw));
    const curve = fitFuelCurve(s)!;
    // dF/dP at 8.99 MW: 150 + 2·10·8.99 = 329.8 kg/h per MW.
    expect(fuelAt(curve, 9990)).toBeCloseTo(exact(8990) + 329.8, 6);
    expect(fuelAt(curve, 2000)).toBeCloseTo(exact(3000) - (150 + 60), 6);
  });

  it("gives no curve from too few samples, a narrow power range or a falling fit", () => {
    const few = emptyFuelSamples();
    for (let i = 0; i < 50; i++) addFuelSample(few, 3000 + 100 * i, exact(3000 + 100 * i));
    expect(fitFuelCurve(few)).toBeNull();
    const narrow = emptyFuelSamples();
    for (let i = 0; i < 500; i++) addFuelSample(narrow, 7000 + i, exact(7000 + i));
    expect(fitFuelCurve(narrow)).toBeNull();
    const falling = emptyFuelSamples();
    for (let kw = 3000; kw < 9000; kw += 10) addFuelSample(falling, kw, 2000 - 0.1 * kw);
    expect(fitFuelCurve(falling)).toBeNull();
    expect(fitFuelCurve(emptyFuelSamples())).toBeNull();
  });

  it("leaves out sparse power bins: a spiking power sensor does not bend the curve", () => {
    const s = emptyFuelSamples();
    for (let kw = 3000; kw < 9000; kw += 10) addFuelSample(s, kw, exact(kw));
    // Three readings at three times the power, with the fuel of the normal load.
    for (const kw of [22_000, 24_000, 26_000]) addFuelSample(s, kw, exact(kw / 3));
    const curve = fitFuelCurve(s)!;
    expect(curve.b).toBeCloseTo(150, 6);
    expect(curve.maxPower).toBe(8990);
  });
});
