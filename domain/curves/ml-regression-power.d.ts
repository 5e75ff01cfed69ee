/** ml-regression-power 3.0.0 ships no types; what Keelson uses of it (y = A·x^B). */
declare module "ml-regression-power" {
  export class PowerRegression {
    constructor(x: number[], y: number[]);
    A: number;
    B: number;
    predict(x: number): number;
  }
}
